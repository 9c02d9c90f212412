import { describe, expect, it } from 'vitest';
import privacy from '#content/legal/privacy';
import terms from '#content/legal/terms';
import about from '#content/pages/about';
import contact from '#content/pages/contact';
import partnerships from '#content/pages/partnerships';
import { initials } from '../../../components/company/InitialsAvatar.tsx';
import { splitTierName } from '../../../components/company/PartnerTiers.tsx';
import { parseLegalText } from '../../../components/legal/legalText.ts';

const numbers = Array.from({ length: 14 }, (_, i) => String(i + 1).padStart(2, '0'));

describe('legal documents', () => {
  it.each([
    ['terms', terms],
    ['privacy', privacy],
  ])('%s has fourteen sections numbered 01 to 14 in order, with distinct anchors', (_, doc) => {
    expect(doc.sections.map((s) => s.number)).toEqual(numbers);
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(14);
  });

  it('terms carry the spec headings in order', () => {
    expect(terms.sections.map((s) => s.heading.toLowerCase())).toEqual([
      'about us', 'definitions', 'services', 'price and version', 'features', 'access', 'modification',
      'termination', 'proprietary rights', 'warranty disclaimer', 'liability', 'indemnification', 'coppa', 'ccpa',
    ]);
  });

  it.each([
    ['terms', terms, '/privacy'],
    ['privacy', privacy, '/terms'],
  ])('%s uses only known placeholders, links to %s, and every anchor it links to exists', (_, doc, other) => {
    const texts = [
      ...doc.intro,
      ...(doc.dataController ? [doc.dataController.text] : []),
      ...doc.sections.flatMap((s) =>
        s.body.flatMap((b) => ('paragraph' in b ? [b.paragraph] : 'list' in b ? b.list : 'definitions' in b ? b.definitions.map((d) => d.meaning) : [])),
      ),
    ];
    const links = texts.flatMap((text) => parseLegalText(text).flatMap((part) => (part.type === 'link' ? [part.href] : [])));
    expect(links.map((href) => href.split('#')[0])).toContain(other);
    const anchors: Record<string, string[]> = { '/terms': terms.sections.map((s) => s.id), '/privacy': privacy.sections.map((s) => s.id) };
    for (const href of links.filter((h) => h.includes('#'))) {
      const [route, hash] = href.split('#') as [string, string];
      expect(anchors[route], `${href} points at a legal page`).toBeDefined();
      expect(anchors[route]).toContain(hash);
    }
  });
});

describe('company pages content', () => {
  it('lists the five partner tiers in order, I to V', () => {
    expect(partnerships.tiers.items.map((t) => splitTierName(t.name))).toEqual([
      ['I', 'Governance Partner'],
      ['II', 'Growth Partner'],
      ['III', 'Trust Partner'],
      ['IV', 'Sovereign Partner'],
      ['V', 'Strategic Partner'],
    ]);
  });

  it('has the four Why Join cards of the spec', () => {
    expect(partnerships.whyJoin.cards.map((c) => c.title)).toEqual(['Enable Trusted AI', 'Accelerate Client Success', 'Expand Market Reach', 'Earn Performance-Based Rewards']);
  });

  it('sends both Join the Constellation buttons to the partner portal', () => {
    expect(partnerships.join.ctas.map((c) => [c.label, c.kind])).toEqual([
      ['Become a Partner', 'partner-portal'],
      ['Contact Partnership Team', 'partner-portal'],
    ]);
  });

  it('publishes the business hours exactly', () => {
    expect(contact.details.hours.lines).toEqual(['Monday - Friday: 9:00 AM - 6:00 PM EST', 'Saturday - Sunday: Closed']);
  });

  it('has two leaders with distinct initials and six values', () => {
    expect(new Set(about.leadership.people.map((p) => initials(p.name))).size).toBe(2);
    expect(about.values.items).toHaveLength(6);
  });
});

describe('initials', () => {
  it.each([
    ['Elena Marsh', 'EM'],
    ['Jonah Adeyemi', 'JA'],
    ['Mary Ann van Dijk', 'MD'],
    ['  ada   lovelace ', 'AL'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
