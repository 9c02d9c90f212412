import { describe, expect, it } from 'vitest';
import privacy from '#content/legal/privacy';
import terms from '#content/legal/terms';
import about from '#content/pages/about';
import partnerships from '#content/pages/partnerships';
import { initials } from '../../../components/company/InitialsAvatar.tsx';
import { splitTierName } from '../../../components/company/PartnerTiers.tsx';
import { parseLegalText } from '../../../components/legal/legalText.ts';

describe('legal documents', () => {
  it.each([
    ['terms', terms],
    ['privacy', privacy],
  ])('%s gives its sections distinct anchors', (_, doc) => {
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
  });

  it.each([
    ['terms', terms, '/privacy'],
    ['privacy', privacy, '/terms'],
  ])('%s uses only known placeholders, links to %s, and every anchor it links to exists', (_, doc, other) => {
    const texts = [
      ...doc.intro,
      ...(doc.dataController ? [doc.dataController.intro] : []),
      ...doc.sections.flatMap((s) => s.body.flatMap((b) => ('paragraph' in b ? [b.paragraph] : 'list' in b ? b.list : 'definitions' in b ? b.definitions.map((d) => d.meaning) : []))),
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
  it('numbers every partner tier with a roman numeral, in order', () => {
    const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
    expect(partnerships.tiers.items.map((t) => splitTierName(t.name)[0])).toEqual(roman.slice(0, partnerships.tiers.items.length));
  });

  it('gives the leaders distinct initials', () => {
    expect(new Set(about.leadership.people.map((p) => initials(p.name))).size).toBe(about.leadership.people.length);
  });
});

describe('splitTierName (fixtures)', () => {
  it.each([
    ['I Governance Partner', ['I', 'Governance Partner']],
    ['VI Global Partner', ['VI', 'Global Partner']],
  ])('%s', (name, parts) => {
    expect(splitTierName(name)).toEqual(parts);
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
