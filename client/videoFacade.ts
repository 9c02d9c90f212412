/** The privacy-enhanced player host: no cookies until the visitor plays the video. */
export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The player address for a video id, starting playback at once (the visitor has just asked for it). */
export function embedUrl(videoId: string): string {
  return `${EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * Click-to-play videos (components/ui/VideoFacade.tsx). The server renders a poster inside a link
 * to the video's page; here the link becomes a real button, and pressing it replaces the poster
 * with the player. Nothing is requested from the video host before that press.
 */
export function startVideoFacades(root: ParentNode = document): void {
  for (const facade of root.querySelectorAll<HTMLElement>('[data-video-facade]')) {
    const link = facade.querySelector<HTMLAnchorElement>('a[data-video-play]');
    const { videoId, videoTitle } = facade.dataset;
    if (!link || !videoId) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.dataset.videoPlay = '';
    button.append(...link.childNodes);
    // It plays here now, so the "opens in a new tab" hint no longer applies.
    button.querySelector('[data-video-external]')?.remove();
    link.replaceWith(button);
    button.addEventListener('click', () => play(facade, videoId, videoTitle ?? 'Video'), { once: true });
  }
}

function play(facade: HTMLElement, videoId: string, title: string): void {
  const player = document.createElement('iframe');
  player.src = embedUrl(videoId);
  player.title = title;
  player.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
  player.allowFullscreen = true;
  player.referrerPolicy = 'strict-origin-when-cross-origin';
  player.className = 'absolute inset-0 size-full border-0';
  facade.replaceChildren(player);
  facade.dataset.videoState = 'playing';
  // Keyboard and screen-reader users continue inside the player they just started.
  player.focus();
}
