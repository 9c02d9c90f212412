/**
 * Lists that grow take new items without a developer, and what refers to them is checked: counts in
 * the copy are placeholders filled from the lists; a newsletter is any key with its form; a partner
 * tier's numeral is its place. One copy of the real site, one mistake per file, one validate run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import type { Problem } from '../../../pipeline/core/problems.ts';
import { romanNumeral } from '../../../pipeline/checks/names.ts';
import { countWord, fillCounts } from '../../../lib/format/countText.ts';
import { NEWSLETTER, PARTNERS, PILLARS, SITE, SOLUTIONS } from '../helpers/contentFiles.ts';
import { copySite, editYamlIn, removeSiteCopies } from '../helpers/siteCopy.ts';

afterAll(removeSiteCopies);

let problems: Problem[];
let tiers: number;

beforeAll(() => {
  const root = copySite();
  // A count placeholder that names no list.
  editYamlIn(root, SOLUTIONS, (doc) => doc.setIn(['solutions', 'heading', 'title'], '{Count:solution} solutions, one governance layer'));
  // A tier added at the end with the wrong numeral.
  editYamlIn(root, PARTNERS, (doc) => {
    tiers = (doc.getIn(['tiers', 'items']) as { items: unknown[] }).items.length;
    doc.addIn(['tiers', 'items'], doc.createNode({ name: `${romanNumeral(tiers)} Alliance Partner`, description: 'A tier.' }));
  });
  // A section for a newsletter that site.yaml does not have, and a newsletter with no section.
  editYamlIn(root, NEWSLETTER, (doc) => doc.setIn(['newsletters', 0, 'key'], 'enforceable-edges'));
  // A literal count that no longer agrees with its list.
  editYamlIn(root, PILLARS, (doc) => doc.setIn(['title'], 'The Eight Pillars of Governance'));
  problems = validateContent(root).problems.filter((p) => p.severity === 'error');
});

const at = (file: string) => problems.filter((p) => p.file === file);

describe('count placeholders', () => {
  it('are filled in words, capitalised words or digits', () => {
    expect(fillCounts('The {Count:pillars} Pillars, {count:pillars} in all ({number:pillars}); {count:nothing}', { pillars: 7 })).toBe('The Seven Pillars, seven in all (7); {count:nothing}');
    expect(countWord(21, 'count')).toBe('21');
  });

  it('one that counts no list is an error with the list it meant', () => {
    expect(at(SOLUTIONS)).toEqual([expect.objectContaining({ rule: 'count-placeholder', field: 'solutions.heading.title', message: expect.stringContaining('Did you mean `{Count:solutions}`?') })]);
  });

  it('a literal count that disagrees is still an error, naming the placeholder to write', () => {
    expect(at(PILLARS)).toEqual([expect.objectContaining({ rule: 'count-in-copy', field: 'title', message: expect.stringContaining('"{Count:pillars} Pillars"') })]);
  });
});

describe('references to lists that grow', () => {
  it('a tier numbered out of place, with the numeral to write', () => {
    expect(at(PARTNERS)).toEqual([
      expect.objectContaining({ rule: 'name-reference', field: `tiers.items[${tiers}].name`, message: expect.stringContaining(`Write \`${romanNumeral(tiers + 1)} Alliance Partner\``) }),
    ]);
  });

  it('a newsletter section whose key is not a newsletter, and a newsletter with no section', () => {
    expect(at(NEWSLETTER)).toEqual([expect.objectContaining({ rule: 'name-reference', field: 'newsletters[0].key', message: expect.stringContaining('Did you mean `enforceable-edge`?') })]);
    expect(at(SITE)).toEqual([expect.objectContaining({ rule: 'name-reference', field: 'forms.newsletters[0].key' })]);
  });

  it('nothing else', () => {
    expect(problems.filter((p) => ![SOLUTIONS, PARTNERS, NEWSLETTER, SITE, PILLARS].includes(p.file))).toEqual([]);
  });
});
