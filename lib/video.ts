/** The privacy-enhanced player host: no cookies until the visitor plays the video. */
export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The player address for a video id, starting playback at once (the visitor has just asked for it). */
export function embedUrl(videoId: string): string {
  return `${EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/** The host's watch page: where the link leads when scripts are off. Nothing is fetched from it until followed. */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
