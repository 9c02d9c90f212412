import { Check, CircleCheck } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckList } from '../../../components/ui/CheckList.tsx';
import { Glyph } from '../../../components/ui/Glyph.tsx';

/** An icon's drawing: the elements inside its `<svg>`. */
const drawn = (icon: typeof Check) => renderToStaticMarkup(<Glyph icon={icon} />).replace(/^<svg[^>]*>|<\/svg>$/g, '');

describe('CheckList', () => {
  it('renders each item after a hidden tick, as a list with its own data name', () => {
    const html = renderToStaticMarkup(<CheckList items={['First', 'Second']} className="grid gap-3" name="tier-features" itemName="feature" />);
    expect(html.startsWith('<ul role="list" class="grid gap-3" data-tier-features="">')).toBe(true);
    const ticks = html.match(/<li class="flex gap-3" data-feature=""><svg[^>]*>/g) ?? [];
    expect(ticks).toHaveLength(2);
    expect(html.split(drawn(Check))).toHaveLength(3);
    for (const tick of ticks) expect(tick).toContain('aria-hidden="true"');
    expect([...html.matchAll(/<span>([^<]*)<\/span>/g)].map((m) => m[1])).toEqual(['First', 'Second']);
  });

  it('draws a circled tick, lighter on dark backgrounds', () => {
    const html = renderToStaticMarkup(<CheckList items={['One']} className="x" circled onDark />);
    expect(html).toContain(drawn(CircleCheck));
    expect(html).toContain('text-accent-300');
    expect(html).not.toContain('data-');
  });
});
