import { Clock, Play, VideoOff } from 'lucide-react';

interface VideoFacadeProps {
  title: string;
  duration: string;
  youtubeId?: string | undefined;
  videoSrc?: string | undefined;
  /** Shown with the placeholder icon when there is neither a video id nor a source. */
  placeholder?: string;
}

/**
 * A video that loads nothing from its host until the visitor presses play (client/videoFacade.ts
 * swaps the button for the no-cookie player or a <video>). With neither a video id nor a source,
 * a placeholder icon stands in its place.
 */
export function VideoFacade({ title, duration, youtubeId, videoSrc, placeholder = 'Video coming soon' }: VideoFacadeProps) {
  if (!youtubeId && !videoSrc) {
    return (
      <div className="video-frame video-placeholder" data-video-placeholder>
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
            <VideoOff aria-hidden="true" className="size-7 text-ink-200" strokeWidth={1.75} />
          </span>
          <p className="text-sm font-medium text-ink-200">{placeholder}</p>
        </div>
      </div>
    );
  }
  const source = youtubeId ? { 'data-youtube-id': youtubeId } : { 'data-video-src': videoSrc };
  return (
    <div className="video-frame" data-video-facade {...source} data-video-title={title}>
      <button type="button" className="video-play" data-video-play>
        <span className="video-play-icon">
          <Play aria-hidden="true" className="size-7 translate-x-0.5" fill="currentColor" strokeWidth={0} />
        </span>
        <span className="sr-only">Play video: </span>
        <span className="video-play-title">{title}</span>
        <span className="video-duration">
          <Clock aria-hidden="true" className="size-3.5" />
          <span className="sr-only">Duration </span>
          {duration}
        </span>
      </button>
    </div>
  );
}
