import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import home from '#content/pages/home';
import pog from '#content/pages/proof-of-governance';
import { embedUrl } from '../../client/videoFacade.ts';
import { loadSchemas } from '../../cli/content/schemas.ts';
import { ComparisonTable } from '../../components/governance/ComparisonTable.tsx';
import { groupDescription } from '../../components/governance/descriptionItems.ts';
import { FeatureCard } from '../../components/governance/FeatureCard.tsx';
import { howItWorksId, routes } from '../../lib/site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const schemas = loadSchemas(root);

/** The compiled validator of a schema file; a schema that does not compile fails the test. */
function compiledSchema(schemaPath: string) {
  const validator = schemas.validatorFor(schemaPath);
  if (typeof validator !== 'function') throw new Error(`${schemaPath}: ${validator.message}`);
  return validator;
}

describe('groupDescription', () => {
  it.each([
    [['One', 'Two'], [{ text: 'One', subItems: [] }, { text: 'Two', subItems: [] }]],
    [['Checks:', '• Condition', '• Outcome', 'Then'], [{ text: 'Checks:', subItems: ['Condition', 'Outcome'] }, { text: 'Then', subItems: [] }]],
    [['• Orphan', 'Next'], [{ text: 'Orphan', subItems: [] }, { text: 'Next', subItems: [] }]],
    [['A bullet • inside a line'], [{ text: 'A bullet • inside a line', subItems: [] }]],
  ])('%j', (lines, expected) => {
    expect(groupDescription(lines)).toEqual(expected);
  });
});

describe('video facade', () => {
  it('embeds from the no-cookie host only', () => {
    expect(embedUrl('pGv7TnX3rQk')).toBe('https://www.youtube-nocookie.com/embed/pGv7TnX3rQk?autoplay=1&rel=0');
    expect(embedUrl('a/b?c')).toBe('https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1&rel=0');
  });
});

describe('home hero', () => {
  it("the third button's literal href is the governance page's How It Works section", () => {
    expect(home.hero.ctas[2].href).toBe(`${routes.governanceModule}#${howItWorksId}`);
    expect(howItWorksId).toBe('how-tenetry-makes-it-work');
  });
});

// Counts the spec fixes are minItems = maxItems: one fewer or one more record fails validation.
describe.each([
  ['pages/home', ['useCases', 'items'], 6],
  ['pages/home', ['stats', 'tiles'], 3],
  ['pages/home', ['differentiators', 'items'], 3],
  ['pages/home', ['partners', 'logos'], 3],
  ['pages/solutions', ['solutions', 'cards'], 4],
  ['pages/proof-of-governance', ['features', 'cards'], 7],
  ['pages/proof-of-governance', ['faq', 'items'], 5],
  ['pages/proof-of-governance', ['howItWorks', 'steps'], 4],
  ['pages/proof-of-governance', ['enforceableRules', 'vaguePhrases', 'phrases'], 9],
  ['pages/proof-of-governance', ['enforceableRules', 'preferredTerms', 'terms'], 4],
])('%s %j holds exactly %i', (id, keyPath, count) => {
  const validate = compiledSchema(path.join(root, 'schemas', `${id}.schema.json`));
  const load = () => YAML.parse(readFileSync(path.join(root, 'content', `${id}.yaml`), 'utf8')) as Record<string, unknown>;
  const listOf = (data: Record<string, unknown>) => keyPath.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data) as unknown[];

  it('as published', () => {
    const data = load();
    expect(listOf(data)).toHaveLength(count);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });
  it('rejects one fewer', () => {
    const data = load();
    listOf(data).pop();
    expect(validate(data)).toBe(false);
  });
  it('rejects one more', () => {
    const data = load();
    const list = listOf(data);
    list.push(typeof list[0] === 'string' ? `${list[0] as string} (extra)` : structuredClone(list[0]));
    expect(validate(data)).toBe(false);
  });
});

describe('trial buttons', () => {
  it('are of kind `app` by schema', () => {
    const validate = compiledSchema(path.join(root, 'schemas/pages/proof-of-governance.schema.json'));
    const data = structuredClone(pog) as unknown as { howItWorks: { cta: { kind: string; href?: string } } };
    data.howItWorks.cta = { kind: 'page', href: '/pricing' };
    expect(validate(data)).toBe(false);
  });
});

describe('FeatureCard', () => {
  const labels = pog.features.labels;
  it('nests bullet lines as sub-items and accents a highlighted card', () => {
    const html = renderToStaticMarkup(
      createElement(FeatureCard, {
        labels,
        card: { icon: 'ScanText', title: 'Rules', description: ['Checks:', '• Condition', '• Outcome', 'Flags issues.'], keyBenefits: 'B', users: 'U', highlighted: true },
      }),
    );
    expect(html).toContain('card-accent');
    expect(html).toMatch(/<li>Checks:<ul[^>]*data-sub-items[^>]*><li[^>]*>Condition<\/li><li[^>]*>Outcome<\/li><\/ul><\/li><li>Flags issues.<\/li>/);
    expect(html).not.toContain('•');
  });
  it('leaves a plain card unaccented and omits empty optional parts', () => {
    const html = renderToStaticMarkup(
      createElement(FeatureCard, { labels, card: { icon: 'Radar', title: 'Plain', description: ['One line.'], keyBenefits: 'B', users: 'U', highlighted: false } }),
    );
    expect(html).not.toContain('card-accent');
    expect(html).not.toContain('data-facts');
    expect(html).not.toContain('data-note');
  });
});

describe('ComparisonTable', () => {
  it('renders column and row header cells for every row', () => {
    const html = renderToStaticMarkup(createElement(ComparisonTable, { comparison: pog.comparison }));
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(pog.comparison.rows.length);
    expect(html).toContain(`<caption`);
  });
});
