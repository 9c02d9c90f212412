import { ChevronLeft, ChevronRight, Clock } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { ResourcesListing } from '../../.generated/types/resources/listing.ts';
import type { VideoResource } from '../../.generated/types/resources/videos.ts';
import { VideoFacade } from '../ui/VideoFacade.tsx';
import { fillTemplate } from '../../lib/format/template.ts';
import { Heading } from '../ui/Heading.tsx';

interface VideoCarouselProps {
  /** The carousel's accessible name (the section heading). */
  label: string;
  items: VideoResource[];
  /** The carousel's words: the placeholder, the buttons' names, the slide names and counter. */
  words: ResourcesListing['videos'];
}

/** `{number} of {count}` → `2 of 3`. */
function numbered(template: string, number: number, count: number): string {
  return fillTemplate(template, { number, count });
}

/**
 * The 'Video Resources' carousel, after the WAI-ARIA carousel pattern: a labelled region with
 * aria-roledescription "carousel", slides as groups labelled 'N of M', previous and next buttons,
 * a polite live region, no automatic rotation. client/carousel.ts shows one slide at a time, loops
 * both ways and moves with the left and right arrow keys; without it the slides scroll sideways.
 */
export function VideoCarousel({ label, items, words }: VideoCarouselProps) {
  const listId = 'video-carousel-slides';
  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={label} data-carousel>
      <div className="carousel-controls" data-carousel-controls>
        <button type="button" className="carousel-button" aria-controls={listId} aria-label={words.previousLabel} data-carousel-prev>
          <Glyph icon={ChevronLeft} aria-hidden="true" className="size-5" />
        </button>
        <p className="min-w-16 text-center text-sm font-medium tabular-nums text-ink-600" aria-hidden="true" data-carousel-status>
          1 / {items.length}
        </p>
        <button type="button" className="carousel-button" aria-controls={listId} aria-label={words.nextLabel} data-carousel-next>
          <Glyph icon={ChevronRight} aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div id={listId} className="carousel-slides" aria-live="polite" data-carousel-slides>
        {items.map((item, i) => (
          <div key={item.title} className="carousel-slide" role="group" aria-roledescription="slide" aria-label={numbered(words.slideLabel, i + 1, items.length)} data-carousel-slide>
            <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr] lg:items-center lg:gap-12">
              <VideoFacade title={item.title} duration={item.duration} youtubeId={item.youtubeId} videoSrc={item.videoSrc} placeholder={words.placeholder} />
              <div>
                <p className="text-xs font-semibold uppercase tracking-wider text-accent-700">{numbered(words.counter, i + 1, items.length)}</p>
                <Heading level={3} className="heading-2 mt-2" data-slide-title>
                  {item.title}
                </Heading>
                <p className="prose-copy mt-3">{item.description}</p>
                <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-ink-600" data-video-duration>
                  <Glyph icon={Clock} aria-hidden="true" className="size-4" />
                  <span className="sr-only">{words.durationLabel}: </span>
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
