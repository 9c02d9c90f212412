import { ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import type { VideoResource } from '../../.generated/types/resources/videos.ts';
import { VideoFacade } from '../ui/VideoFacade.tsx';

interface VideoCarouselProps {
  /** The carousel's accessible name (the section heading). */
  label: string;
  items: VideoResource[];
  placeholder: string;
}

/**
 * The 'Video Resources' carousel, after the WAI-ARIA carousel pattern: a labelled region with
 * aria-roledescription "carousel", slides as groups labelled 'N of M', previous and next buttons,
 * a polite live region, no automatic rotation. client/carousel.ts shows one slide at a time, loops
 * both ways and moves with the left and right arrow keys; without it the slides scroll sideways.
 */
export function VideoCarousel({ label, items, placeholder }: VideoCarouselProps) {
  const listId = 'video-carousel-slides';
  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={label} data-carousel>
      <div className="carousel-controls" data-carousel-controls>
        <button type="button" className="carousel-button" aria-controls={listId} aria-label="Previous video" data-carousel-prev>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="min-w-16 text-center text-sm font-medium tabular-nums text-ink-600" aria-hidden="true" data-carousel-status>
          1 / {items.length}
        </p>
        <button type="button" className="carousel-button" aria-controls={listId} aria-label="Next video" data-carousel-next>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div id={listId} className="carousel-slides" aria-live="polite" data-carousel-slides>
        {items.map((item, i) => (
          <div
            key={item.title}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            data-carousel-slide
          >
            <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr] lg:items-center lg:gap-12">
              <VideoFacade title={item.title} duration={item.duration} youtubeId={item.youtubeId} videoSrc={item.videoSrc} placeholder={placeholder} />
              <div>
                <p className="text-xs font-semibold uppercase tracking-wider text-accent-700">
                  Video {i + 1} of {items.length}
                </p>
                <h3 className="heading-2 mt-2" data-slide-title>
                  {item.title}
                </h3>
                <p className="prose-copy mt-3">{item.description}</p>
                <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-ink-600" data-video-duration>
                  <Clock aria-hidden="true" className="size-4" />
                  <span className="sr-only">Duration: </span>
                  {item.duration}
                </p>
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
