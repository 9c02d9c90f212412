import { Play } from 'lucide-react';

interface VideoFacadeProps {
  /** The video's id on the video-hosting service. */
  youtubeId: string;
  title: string;
  /** Running time in m:ss form. */
  duration: string;
  poster: { src: string; width: number; height: number };
}

/** The host's watch page: where the link leads when scripts are off. Nothing is fetched from it until followed. */
export const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/**
 * A click-to-play video: a local poster and a play control. Nothing loads from the video host
 * until the visitor asks for it. Without scripts the control is a link to the video's page;
 * client/videoFacade.ts turns it into a button that swaps itself for a privacy-enhanced
 * (youtube-nocookie.com) player.
 */
export function VideoFacade({ youtubeId, title, duration, poster }: VideoFacadeProps) {
  const [minutes, seconds] = duration.split(':');
  return (
    <div className="video-facade" data-video-facade data-youtube-id={youtubeId} data-video-title={title}>
      <a href={watchUrl(youtubeId)} target="_blank" rel="noopener noreferrer" className="video-facade-control group" data-video-play>
        <img
          src={poster.src}
          width={poster.width}
          height={poster.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
        <span className="video-facade-scrim" aria-hidden="true" />
        <span className="video-facade-button" aria-hidden="true">
          <Play className="ml-1 size-8 fill-current" strokeWidth={1.5} />
        </span>
        <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-4 p-4 text-left sm:p-6">
          <span className="text-base font-semibold text-white sm:text-lg">
            <span className="sr-only" data-video-action>
              Play video:{' '}
            </span>
            {title}
            <span className="sr-only" data-video-external>
              {' '}
              (opens on YouTube in a new tab)
            </span>
          </span>
          <span className="shrink-0 rounded-md bg-ink-950/70 px-2 py-1 text-xs font-semibold text-white tabular-nums">
            <span className="sr-only">Duration: </span>
            <span aria-hidden="true">{duration}</span>
            <span className="sr-only">
              {Number(minutes)} minutes {Number(seconds)} seconds
            </span>
          </span>
        </span>
      </a>
    </div>
  );
}
