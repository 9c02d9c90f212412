import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageInfoProvider } from '../../../components/page/PageInfo.tsx';
import { Breadcrumbs } from '../../../components/sections/Breadcrumbs.tsx';

const trail = [
  { name: 'Start', url: '/' },
  { name: 'Library', url: '/library' },
  { name: 'Articles', url: '/library/articles' },
];

function render(pathname: string, items = trail, onDark?: boolean): string {
  return renderToStaticMarkup(
    <PageInfoProvider value={{ pathname, trail: items, data: undefined }}>
      <Breadcrumbs {...(onDark === undefined ? {} : { onDark })} />
    </PageInfoProvider>,
  );
}

describe('<Breadcrumbs>', () => {
  it('links every crumb but the page itself, which is the current item', () => {
    const html = render('/library/articles');
    expect(html).toContain('<a href="/" class="hover:text-white">Start</a>');
    expect(html).toContain('<a href="/library" class="hover:text-white">Library</a>');
    expect(html).toContain('<span aria-current="page" class="text-ink-200">Articles</span>');
    expect(html).not.toContain('href="/library/articles"');
  });

  it('links every crumb when the page is not in its own trail (an article)', () => {
    const html = render('/library/articles/one', trail, false);
    expect(html).toContain('<a href="/library/articles" class="hover:text-ink-900">Articles</a>');
    expect(html).not.toContain('aria-current');
    expect(html).toContain('class="text-sm text-ink-500"');
  });

  it('shows nothing for Home alone', () => {
    expect(render('/', trail.slice(0, 1))).toBe('');
  });
});
