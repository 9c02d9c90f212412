import { watchUrl } from '../../lib/video.ts';
import { Play, VideoOff } from 'lucide';
import { Glyph } from './Glyph.tsx';
import { site } from '../../lib/content/site.ts';
import { fillTemplate } from '../../lib/format/template.ts';
import { viewFor, type ProductViewName } from '../../lib/content/productViews.ts';
import { ProductPicture } from '../product/ProductPicture.tsx';
import { Picture } from './Picture.tsx';

interface VideoFacadeProps {
  title: string;
  /** Running time in m:ss form. */
  duration: string;
  /** The video's id on the video-hosting service. */
  youtubeId?: string | undefined;
  /** A video file served by the site, played in a native <video>. */
  videoSrc?: string | undefined;
  /** A local still shown behind the play control; without one the frame is drawn. */
  poster?: { src: string } | undefined;
  /** Shown with the placeholder icon when there is neither a video id nor a source. */
  placeholder?: string | undefined;
  /** The product screen drawn as the poster (before any poster image); without either, one is chosen from the title. */
  illustration?: ProductViewName | undefined;
}

const { ui } = site;
/** The poster fills the player, at most the 80 rem page less its margins. */
const POSTER_SIZES = '(min-width: 80rem) 76rem, 100vw';

/**
 * A click-to-play video. Nothing loads from the video host until the visitor asks for it. Without
 * scripts the play control is a link to the video (the host's watch page, or the file itself);
 * client/videoFacade.ts turns it into a button that swaps itself for a privacy-enhanced
 * (youtube-nocookie.com) player or a <video>. With neither a video id nor a source, a placeholder
 * stands in its place.
 */
export function VideoFacade({ title, duration, youtubeId, videoSrc, poster, placeholder, illustration }: VideoFacadeProps) {
  if (!youtubeId && !videoSrc) {
    return (
      <div className="video-frame video-placeholder" data-video-placeholder>
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
            <Glyph icon={VideoOff} aria-hidden="true" className="size-7 text-ink-200" strokeWidth={1.75} />
          </span>
          {placeholder ? <p className="text-sm font-medium text-ink-200">{placeholder}</p> : null}
        </div>
      </div>
    );
  }
  const source = youtubeId ? { 'data-youtube-id': youtubeId } : { 'data-video-src': videoSrc };
  // The host's page opens in a new tab; the site's own file opens in place.
  const link = youtubeId ? { href: watchUrl(youtubeId), target: '_blank', rel: 'noopener noreferrer' } : { href: videoSrc };
  const external = youtubeId ? (
    <span className="sr-only" data-video-external>
      {' '}
      {ui.videoHostNote}
    </span>
  ) : null;
  // The poster: a product screen (named, else chosen from the title), or the poster image.
  const art = illustration ?? (poster ? undefined : viewFor(title));
  const [minutes, seconds] = duration.split(':');
  return (
    <div className="video-facade" data-video-facade {...source} data-video-title={title}>
      <a {...link} className="video-facade-control group" data-video-play>
        {art || !poster ? (
          <ProductPicture view={art ?? viewFor(title)} ground decorative className="absolute inset-0 size-full" />
        ) : (
          <Picture src={poster.src} sizes={POSTER_SIZES} alt="" className="absolute inset-0 size-full object-cover" />
        )}
        <span className="video-facade-scrim" aria-hidden="true" />
        <span className="video-facade-button" aria-hidden="true">
          <Glyph icon={Play} className="ml-1 size-8 fill-current" strokeWidth={1.5} />
        </span>
        <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-4 p-4 text-left sm:p-6">
          <span className="text-base font-semibold text-white sm:text-lg">
            <span className="sr-only" data-video-action>
              {ui.playVideo}{' '}
            </span>
            {title}
            {external}
          </span>
          <span className="shrink-0 rounded-md bg-ink-950/70 px-2 py-1 text-xs font-semibold text-white tabular-nums">
            <span className="sr-only">{ui.duration}: </span>
            <span aria-hidden="true">{duration}</span>
            <span className="sr-only">{fillTemplate(ui.spokenDuration, { minutes: Number(minutes), seconds: Number(seconds) })}</span>
          </span>
        </span>
      </a>
    </div>
  );
}
