import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoFacade } from '../../../components/ui/VideoFacade.tsx';
import { watchUrl } from '../../../lib/video.ts';
import { publicImageSize } from '../../../lib/images/imageSize.ts';
import home from '#content/pages/home';

// A poster file of the site: its size is read from the file.
const poster = home.video.poster;

// The one video facade works without scripts: its play control is a link to the video.
describe('VideoFacade', () => {
  it('links a hosted video to its watch page, in a new tab, and says so', () => {
    const html = renderToStaticMarkup(<VideoFacade title="A talk" duration="3:12" youtubeId="abc_123" />);
    expect(html).toContain(`<a href="${watchUrl('abc_123')}" target="_blank" rel="noopener noreferrer" class="video-facade-control group" data-video-play="true">`);
    expect(html).toContain('data-youtube-id="abc_123"');
    expect(html).toContain('(opens on YouTube in a new tab)');
    expect(html).not.toContain('<button');
  });

  it('links a video file of the site to the file, in place', () => {
    const html = renderToStaticMarkup(<VideoFacade title="A demo" duration="1:05" videoSrc="/videos/demo.mp4" />);
    expect(html).toContain('<a href="/videos/demo.mp4" class="video-facade-control group" data-video-play="true">');
    expect(html).not.toContain('target=');
  });

  it('shows a poster behind the link when it has one', () => {
    const html = renderToStaticMarkup(<VideoFacade title="Home" duration="2:30" youtubeId="xyz" poster={{ src: poster.src }} />);
    expect(html).toMatch(/<a href="https:\/\/www\.youtube\.com\/watch\?v=xyz"[^>]*class="video-facade-control group"/);
    const { width, height } = publicImageSize(poster.src);
    expect(html).toContain(`<img src="${poster.src}" width="${width}" height="${height}" alt=""`);
    expect(html).toContain('2 minutes 30 seconds');
  });

  it('stands a placeholder in for a video with neither id nor file, with no control', () => {
    const html = renderToStaticMarkup(<VideoFacade title="Soon" duration="0:00" placeholder="Coming soon" />);
    expect(html).toContain('data-video-placeholder');
    expect(html).toContain('Coming soon');
    expect(html).not.toContain('data-video-play');
  });
});

describe('VideoFacade posters', () => {
  it('draws the named product screen as the poster, hidden inside the link, before any poster image', () => {
    const html = renderToStaticMarkup(<VideoFacade title="Tour" duration="2:30" youtubeId="xyz" illustration="gaps" poster={{ src: '/p.webp' }} />);
    expect(html).toMatch(/<svg[^>]*data-product-view="gaps"[^>]*aria-hidden="true"/);
    expect(html).not.toContain('/p.webp');
  });

  it('draws a product screen chosen from the title when there is no poster at all', () => {
    const html = renderToStaticMarkup(<VideoFacade title="Tour" duration="2:30" youtubeId="xyz" />);
    expect(html).toMatch(/data-product-view="(dashboard|anomaly|gaps|opinionTracing|dataConditions)"/);
  });
});
