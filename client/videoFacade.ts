/**
 * Click-to-play videos: until the visitor presses play, nothing is requested from the video host.
 * `[data-video-facade][data-youtube-id]` becomes the no-cookie player; `[data-video-src]` a native
 * <video>. `resetVideos(root)` puts the play buttons back (a carousel does this on leaving a slide).
 */
const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/';

export function startVideoFacades(root: ParentNode = document): void {
  for (const frame of root.querySelectorAll<HTMLElement>('[data-video-facade]')) {
    const button = frame.querySelector<HTMLButtonElement>('[data-video-play]');
    if (!button || frame.dataset.enhanced !== undefined) continue;
    frame.dataset.enhanced = '';
    button.addEventListener('click', () => play(frame, button));
  }
}

function play(frame: HTMLElement, button: HTMLButtonElement): void {
  const title = frame.dataset.videoTitle ?? 'Video';
  const { youtubeId, videoSrc } = frame.dataset;
  let player: HTMLIFrameElement | HTMLVideoElement;
  if (youtubeId) {
    const iframe = document.createElement('iframe');
    iframe.src = `${YOUTUBE_EMBED}${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
    iframe.title = title;
    iframe.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';
    iframe.allowFullscreen = true;
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    player = iframe;
  } else if (videoSrc) {
    const video = document.createElement('video');
    video.src = videoSrc;
    video.controls = true;
    video.autoplay = true;
    video.playsInline = true;
    video.setAttribute('aria-label', title);
    player = video;
  } else {
    return;
  }
  player.dataset.videoPlayer = '';
  button.hidden = true;
  frame.append(player);
  player.focus();
}

/** Stops every started video under `root` and shows its play button again. */
export function resetVideos(root: ParentNode): void {
  for (const frame of root.querySelectorAll<HTMLElement>('[data-video-facade]')) {
    const player = frame.querySelector<HTMLElement>('[data-video-player]');
    if (!player) continue;
    if (player instanceof HTMLVideoElement) player.pause();
    player.remove();
    const button = frame.querySelector<HTMLButtonElement>('[data-video-play]');
    if (button) button.hidden = false;
  }
}
