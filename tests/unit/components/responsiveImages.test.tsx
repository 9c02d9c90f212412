import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../components/markdown/render.tsx';
import { FIGURE_IMAGE_SIZES, INLINE_IMAGE_SIZES } from '../../../components/markdown/rehypeSite.ts';
import type { ImageVariants } from '../../../lib/images/responsiveImage.ts';
import { publicImageSize } from '../../../lib/images/imageSize.ts';
import { Picture } from '../../../components/ui/Picture.tsx';
import home from '#content/pages/home';

// What the build's manifest says of one raster image (pipeline/generate/images.ts makes it).
const chart: ImageVariants = {
  width: 1600,
  height: 900,
  src: '/_images/chart-960.0123456789.png',
  srcSet: '/_images/chart-480.aaaaaaaaaa.png 480w, /_images/chart-960.0123456789.png 960w',
  sources: [
    { type: 'image/avif', srcSet: '/_images/chart-480.bbbbbbbbbb.avif 480w, /_images/chart-960.cccccccccc.avif 960w' },
    { type: 'image/webp', srcSet: '/_images/chart-480.dddddddddd.webp 480w, /_images/chart-960.eeeeeeeeee.webp 960w' },
  ],
};
const lookup = (src: string) => (src === '/images/chart.png' ? chart : undefined);
const svgSize = { width: 800, height: 400 };
const html = (md: string) => renderToStaticMarkup(<>{renderMarkdown(md, { imageSize: () => svgSize, imageVariants: lookup })}</>);

describe('a raster image in an article body', () => {
  it('becomes a picture: AVIF and WebP sources first, the img with the copies in its own format, the file’s size and how wide it shows', () => {
    const out = html('![A chart of scores by month](/images/chart.png "Scores by month")');
    expect(out).toBe(
      '<figure class="md-figure"><picture>' +
        `<source type="image/avif" srcSet="${chart.sources[0]!.srcSet}" sizes="${FIGURE_IMAGE_SIZES}"/>` +
        `<source type="image/webp" srcSet="${chart.sources[1]!.srcSet}" sizes="${FIGURE_IMAGE_SIZES}"/>` +
        `<img src="${chart.src}" srcSet="${chart.srcSet}" sizes="${FIGURE_IMAGE_SIZES}" width="1600" height="900" loading="lazy" decoding="async" alt="A chart of scores by month" class="md-image"/>` +
        '</picture><figcaption>Scores by month</figcaption></figure>',
    );
  });

  it('within a line of text, says it shows as wide as the column', () => {
    const out = html('See ![a chart](/images/chart.png) here.');
    expect(out).toContain(`<p>See <picture><source type="image/avif" srcSet="${chart.sources[0]!.srcSet}" sizes="${INLINE_IMAGE_SIZES}"/>`);
    expect(out).toContain('width="1600" height="900"');
  });

  it('an SVG stays an img with the size read from the file', () => {
    expect(html('![A drawing of a gauge](/images/gauge.svg)')).toBe(
      '<figure class="md-figure"><img src="/images/gauge.svg" width="800" height="400" loading="lazy" decoding="async" alt="A drawing of a gauge" class="md-image"/></figure>',
    );
  });
});

describe('Picture', () => {
  it('draws a file with no copies as a lazy img at the file’s size, with the caller’s attributes', () => {
    const { src } = home.video.poster;
    const { width, height } = publicImageSize(src);
    const out = renderToStaticMarkup(<Picture src={src} sizes="100vw" alt="" className="poster" data-poster="" />);
    expect(out).toBe(`<img src="${src}" width="${width}" height="${height}" alt="" loading="lazy" decoding="async" class="poster" data-poster=""/>`);
  });
});
