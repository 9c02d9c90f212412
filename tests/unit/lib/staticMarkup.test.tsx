import { Check, ChevronDown, Play } from 'lucide-react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LUCIDE_DEFAULTS, trimStaticMarkup } from '../../../lib/format/staticMarkup.ts';

const render = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('trimStaticMarkup', () => {
  it('leaves a React island’s markup exactly as rendered: the browser hydrates it (text separators and icon attributes included)', () => {
    const count = 3;
    const island = renderToString(
      <p>
        {count} rules <Check className="size-4" />
      </p>,
    );
    expect(island).toContain('<!-- -->');
    const page = render(
      <main>
        <ChevronDown className="size-4" />
        <div className="noscript:hidden" data-checker-island="" dangerouslySetInnerHTML={{ __html: `<div><div>${island}</div></div>` }} />
        <ChevronDown className="size-5" />
      </main>,
    );
    const trimmed = trimStaticMarkup(page);
    expect(trimmed).toContain(`<div class="noscript:hidden" data-checker-island=""><div><div>${island}</div></div></div>`);
    // Outside the island, before and after it, the icons are trimmed.
    expect(trimmed.match(/lucide-chevron-down/g)).toBeNull();
    expect(trimmed.match(/<svg width="24" height="24" viewBox="0 0 24 24" class="lucide size-[45]"/g)).toHaveLength(2);
    expect(() => trimStaticMarkup('<div data-checker-island=""><div></div>')).toThrow(/not closed/);
  });

  it('leaves a Lucide icon only what differs from the defaults the stylesheet gives `svg.lucide`', () => {
    const icon = trimStaticMarkup(render(<ChevronDown aria-hidden="true" className="size-4 text-ink-500" />));
    expect(icon).toMatch(/^<svg width="24" height="24" viewBox="0 0 24 24" class="lucide size-4 text-ink-500" aria-hidden="true"><path d="[^"]+"><\/path><\/svg>$/);
    for (const name of Object.keys(LUCIDE_DEFAULTS)) expect(icon).not.toContain(` ${name}=`);
    expect(icon).not.toMatch(/xmlns|lucide-chevron-down/);
  });

  it('keeps an icon’s own fill and stroke width, which the stylesheet’s rule does not override', () => {
    expect(trimStaticMarkup(render(<Check className="size-4" strokeWidth={2.5} />))).toContain(' stroke-width="2.5" class="lucide size-4"');
    const play = trimStaticMarkup(render(<Play fill="currentColor" strokeWidth={0} />));
    expect(play).toContain(' fill="currentColor"');
    expect(play).toContain(' stroke-width="0"');
  });

  it('drops `xmlns` and `focusable="false"` from any inline SVG, and touches no other SVG attribute or element', () => {
    const html = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" focusable="false" class="logo"><path fill="none" stroke-width="2"></path></svg>';
    expect(trimStaticMarkup(html)).toBe('<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" class="logo"><path fill="none" stroke-width="2"></path></svg>');
  });

  it('matches the `lucide` class as a whole word only, and leaves text that looks like markup alone', () => {
    const html = '<svg fill="none" class="lucidechart"></svg><p>&lt;svg fill=&quot;none&quot; class=&quot;lucide&quot;&gt; data-x-island=&quot;&quot;</p>';
    expect(trimStaticMarkup(html)).toBe(html);
  });
});
