import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductPicture } from '../../../components/product/ProductPicture.tsx';
import { describeView, VIEW_NAMES, viewFor, type ProductViews } from '../../../lib/content/productViews.ts';
import { breakLines, fitLine } from '../../../lib/format/svgText.ts';

/** A fixture record: the figures and words are the test's own, so every expectation below comes from it. */
const views: ProductViews = {
  illustrativeLabel: 'Sample figures',
  dashboard: {
    title: 'Board view',
    domainsLabel: 'Wellness',
    domains: [
      { name: 'Privacy', score: 41 },
      { name: 'Security', score: 97 },
    ],
    policiesLabel: 'Effectiveness',
    policies: [{ name: 'Travel Policy', score: 23 }],
    alertsLabel: 'Alerts',
    alerts: [{ text: 'Travel Policy fell 12 points', level: 'warning' }],
  },
  anomaly: {
    title: 'Anomalies',
    sentenceLabel: 'Rule',
    sentence: 'The clerk files each claim.',
    expectedLabel: 'As expected',
    anomalyLabel: 'Off policy',
    events: [
      { time: '08:00', actor: 'Clerk', action: 'Filed claim 7', anomaly: false },
      { time: '09:30', actor: 'Intern', action: 'Filed claim 8', anomaly: true, finding: 'Wrong responsible party' },
    ],
  },
  gaps: {
    title: 'Gaps',
    document: 'Travel Policy',
    findings: [
      { gap: 'duplicate', label: 'Twice', text: 'Receipts are kept.', where: 'Sections 1 and 4' },
      { gap: 'missing', label: 'Absent', text: 'No rule on per diems.', where: 'Section 2' },
    ],
  },
  opinionTracing: {
    title: 'Opinions',
    opinionLabel: 'Finding',
    opinion: 'Claims were filed late.',
    policyLabel: 'Sentence',
    policy: 'The clerk files each claim within a day.',
    comparisonLabel: 'Side by side',
    rows: [{ element: 'Outcome', opinion: 'Filed late', policy: 'Filed in a day' }],
    actions: ['Fix it', 'Dispute'],
  },
  dataConditions: {
    title: 'Conditions',
    sentence: 'The clerk files each claim within a day.',
    conditions: [{ element: 'Outcome', test: 'claim.filed <= 1 day' }],
    download: 'Export',
  },
};

const render = (node: React.ReactElement) => renderToStaticMarkup(node);
const label = (html: string) => /aria-label="([^"]*)"/.exec(html)?.[1] ?? '';
const drawnText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ProductPicture', () => {
  it.each(VIEW_NAMES)('draws the %s screen with its title and the illustrative label on the picture', (name) => {
    const html = render(<ProductPicture view={name} views={views} />);
    expect(html).toContain(`data-product-view="${name}"`);
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(drawnText(html)).toContain(views[name].title);
    expect(html).toMatch(/data-illustrative="true">Sample figures</);
    // The text alternative starts with the label, so a screen-reader user hears it first.
    expect(label(html).startsWith('Sample figures. ')).toBe(true);
  });

  it('draws and reads out every score of the dashboard', () => {
    const html = render(<ProductPicture view="dashboard" views={views} />);
    for (const { name, score } of [...views.dashboard.domains, ...views.dashboard.policies]) {
      expect(drawnText(html)).toContain(`${score}`);
      expect(label(html)).toContain(`${name} ${score}`);
    }
    expect(label(html)).toContain('Travel Policy fell 12 points');
  });

  it('says in words which events are anomalies, not by colour alone', () => {
    const html = render(<ProductPicture view="anomaly" views={views} />);
    expect(drawnText(html)).toContain('As expected');
    expect(drawnText(html)).toContain('Off policy');
    expect(drawnText(html)).toContain('Wrong responsible party');
    expect(label(html)).toContain('09:30, Intern, Filed claim 8: Off policy, Wrong responsible party');
  });

  it('names each gap by its word and where it was found', () => {
    const html = render(<ProductPicture view="gaps" views={views} />);
    for (const f of views.gaps.findings) {
      expect(drawnText(html)).toContain(f.label);
      expect(label(html)).toContain(`${f.label}: ${f.text} (${f.where})`);
    }
  });

  it('draws the 1:1 comparison and the Data Conditions with their buttons', () => {
    const tracing = drawnText(render(<ProductPicture view="opinionTracing" views={views} />));
    for (const word of ['Filed late', 'Filed in a day', 'Fix it', 'Dispute', '1:1']) expect(tracing).toContain(word);
    const conditions = drawnText(render(<ProductPicture view="dataConditions" views={views} />));
    for (const word of ['claim.filed &lt;= 1 day', 'Export']) expect(conditions).toContain(word);
  });

  it('inside a link it is decoration: hidden, with no second name', () => {
    const html = render(<ProductPicture view="gaps" views={views} decorative ground />);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).not.toContain('role="img"');
    expect(html).not.toContain('aria-label');
  });
});

describe('the pictures text', () => {
  it('cuts a line too long for its place with an ellipsis, and keeps a short one whole', () => {
    expect(fitLine('Short', 14, 200)).toBe('Short');
    const cut = fitLine('A very long policy name that cannot fit in a narrow row', 14, 120);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThan(20);
  });

  it('wraps a sentence into lines and stops at the most lines allowed', () => {
    const lines = breakLines('one two three four five six seven eight nine ten eleven twelve', 15, 100, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(breakLines('one two', 15, 300)).toEqual(['one two']);
  });
});

describe('viewFor', () => {
  it('gives a record the same screen every time, and different titles different screens', () => {
    expect(viewFor('A talk')).toBe(viewFor('A talk'));
    const chosen = new Set(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'].map(viewFor));
    expect(chosen.size).toBeGreaterThan(1);
    for (const name of chosen) expect(VIEW_NAMES).toContain(name);
  });

  it('describes a screen from the record it is given', () => {
    expect(describeView(views, 'gaps')).toBe('Sample figures. Gaps, Travel Policy. Twice: Receipts are kept. (Sections 1 and 4). Absent: No rule on per diems. (Section 2).');
  });
});
