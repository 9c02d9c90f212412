import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CtaGroup } from '../../../components/ui/CtaGroup.tsx';

const classesOf = (html: string) => [...html.matchAll(/<a [^>]*class="([^"]+)"/g)].map((m) => m[1]);

describe('CtaGroup', () => {
  it('makes the first call to action primary and the rest secondary', () => {
    const html = renderToStaticMarkup(
      <CtaGroup
        className="row"
        ctas={[
          { label: 'One', kind: 'contact' },
          { label: 'Two', kind: 'contact' },
          { label: 'Three', kind: 'page', href: '/about' },
        ]}
      />,
    );
    expect(html.startsWith('<div class="row">')).toBe(true);
    expect(classesOf(html)).toEqual(['btn btn-primary', 'btn btn-secondary', 'btn btn-secondary']);
  });

  it('keeps a variant the record sets, and draws light buttons on dark backgrounds', () => {
    const html = renderToStaticMarkup(
      <CtaGroup
        className="row"
        onDark
        ctas={[
          { label: 'One', kind: 'contact', variant: 'ghost' },
          { label: 'Two', kind: 'contact', variant: 'primary' },
        ]}
      />,
    );
    expect(classesOf(html)).toEqual(['btn btn-ghost btn-on-dark', 'btn btn-primary btn-on-dark']);
  });
});
