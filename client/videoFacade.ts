import { embedUrl } from '../lib/video.ts';

/**
 * Click-to-play videos: until the visitor presses play, nothing is requested from the video host.
 * `[data-video-facade]` carries `data-youtube-id` (the no-cookie player) or `data-video-src` (a
 * native <video>). Its `[data-video-play]` control is a button, or a link to the video's page for
 * visitors without scripts, which becomes a button here. `resetVideos(root)` puts the play
 * controls back (the carousel does this when it leaves a slide).
 */
export function startVideoFacades(root: ParentNode = document): void {
  for (const frame of root.querySelectorAll<HTMLElement>('[data-video-facade]')) {
    const found = frame.querySelector<HTMLElement>('[data-video-play]');
    if (!found || frame.dataset.enhanced !== undefined) continue;
    frame.dataset.enhanced = '';
    const control = found instanceof HTMLAnchorElement ? linkToButton(found) : found;
    control.addEventListener('click', () => play(frame, control));
  }
}

function linkToButton(link: HTMLAnchorElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.dataset.videoPlay = '';
  button.append(...link.childNodes);
  // It plays here now, so the "opens in a new tab" hint no longer applies.
  button.querySelector('[data-video-external]')?.remove();
  link.replaceWith(button);
  return button;
}

function play(frame: HTMLElement, control: HTMLElement): void {
  const title = frame.dataset.videoTitle ?? 'Video';
  const { youtubeId, videoSrc } = frame.dataset;
  let player: HTMLIFrameElement | HTMLVideoElement;
  if (youtubeId) {
    const iframe = document.createElement('iframe');
    iframe.src = embedUrl(youtubeId);
    iframe.title = title;
    iframe.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
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
  player.className = 'absolute inset-0 size-full border-0';
  control.hidden = true;
  frame.append(player);
  frame.dataset.videoState = 'playing';
  // Keyboard and screen-reader users continue inside the player they just started.
  player.focus();
}

/** Stops every started video under `root` and shows its play control again. */
export function resetVideos(root: ParentNode): void {
  for (const frame of root.querySelectorAll<HTMLElement>('[data-video-facade]')) {
    const player = frame.querySelector<HTMLElement>('[data-video-player]');
    if (!player) continue;
    if (player instanceof HTMLVideoElement) player.pause();
    player.remove();
    delete frame.dataset.videoState;
    const control = frame.querySelector<HTMLElement>('[data-video-play]');
    if (control) control.hidden = false;
  }
}
