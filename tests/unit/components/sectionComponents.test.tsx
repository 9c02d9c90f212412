import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BenefitsList } from '../../../components/sections/BenefitsList.tsx';
import { IconCardGrid } from '../../../components/sections/IconCardGrid.tsx';
import { ScopeNote } from '../../../components/sections/ScopeNote.tsx';

const items = [
  { icon: 'Gauge', title: 'Measure policy', description: 'Scores per policy.' },
  { icon: 'Activity', title: 'Analyze in real time', description: 'Anomalies flagged.' },
];

describe('IconCardGrid', () => {
  it('renders steps as an ordered list with their numbers, an h3 per card and inline icons', () => {
    const html = renderToStaticMarkup(<IconCardGrid items={items} numbered kind="step" />);
    expect(html).toMatch(/^<ol role="list"/);
    expect(html.match(/data-card="step"/g)).toHaveLength(2);
    expect(html).toContain('<span class="sr-only">Step 2: </span>Analyze in real time</h3>');
    expect(html).toContain('>02</span>');
    expect(html.match(/<svg/g)).toHaveLength(2);
  });

  it('renders cards without icons as an unordered list with an accent rule', () => {
    const html = renderToStaticMarkup(<IconCardGrid items={[{ title: 'Opinion Tracing', description: 'Trace findings.' }]} columns={3} kind="feature" />);
    expect(html).toMatch(/^<ul role="list" class="[^"]*lg:grid-cols-3/);
    expect(html).not.toContain('<svg');
    expect(html).toContain('bg-accent-500');
  });

  it('refuses an icon name that is not in the icon set', () => {
    expect(() => renderToStaticMarkup(<IconCardGrid items={[{ icon: 'NoSuchIcon', title: 't', description: 'd' }]} kind="x" />)).toThrow(/Unknown icon `NoSuchIcon`/);
  });
});

describe('BenefitsList and ScopeNote', () => {
  it('lists each benefit and places the note beside the list', () => {
    const html = renderToStaticMarkup(
      <BenefitsList items={['One.', 'Two.']} aside={<ScopeNote id="scope" title="What Tenetry does not do" description="It does not determine compliance status." />} />,
    );
    expect(html.match(/<li [^>]*data-benefit\b/g)).toHaveLength(2);
    expect(html).toContain('aria-labelledby="scope"');
    expect(html).toContain('<h3 id="scope" class="heading-3">What Tenetry does not do</h3>');
  });
});
