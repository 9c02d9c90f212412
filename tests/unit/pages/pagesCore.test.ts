import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import home from '#content/pages/home';
import pog from '#content/pages/proof-of-governance';
import { embedUrl } from '../../../lib/video.ts';
import { loadSchemas } from '../../../pipeline/content/schemas.ts';
import { brandNamesOf, fillBrandDeep } from '../../../lib/format/brandText.ts';
import { ComparisonTable } from '../../../components/governance/ComparisonTable.tsx';
import { FeatureCard } from '../../../components/governance/FeatureCard.tsx';
import { howItWorksId, routes } from '../../../lib/content/site.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const schemas = loadSchemas(root);
const brand = brandNamesOf(YAML.parse(readFileSync(path.join(root, 'content', 'site.yaml'), 'utf8')))!;

/** The compiled validator of a schema file; a schema that does not compile fails the test. */
function compiledSchema(schemaPath: string) {
  const validator = schemas.validatorFor(schemaPath);
  if (typeof validator !== 'function') throw new Error(`${schemaPath}: ${validator.message}`);
  return validator;
}

describe('feature card descriptions', () => {
  const validate = () => compiledSchema(path.join(root, 'schemas/pages/proof-of-governance.schema.json'));
  const withFirstLine = (line: unknown) => {
    const data = structuredClone(pog) as unknown as { features: { items: { description: unknown[] }[] } };
    data.features.items[0]!.description[0] = line;
    return data;
  };

  it('accept a line with points under it, and a bullet inside a line', () => {
    expect(validate()(withFirstLine({ text: 'Checks:', subItems: ['Condition', 'Outcome'] }))).toBe(true);
    expect(validate()(withFirstLine({ text: 'A bullet • inside a line' }))).toBe(true);
  });

  it.each([
    ['a line written with a bullet', { text: '• Condition' }],
    ['a point written with a bullet', { text: 'Checks:', subItems: ['• Condition'] }],
    ['a bare string', 'Checks:'],
  ])('reject %s (the page draws the bullets)', (_name, line) => {
    expect(validate()(withFirstLine(line))).toBe(false);
  });
});

describe('video facade', () => {
  it('embeds from the no-cookie host only', () => {
    expect(embedUrl('pGv7TnX3rQk')).toBe('https://www.youtube-nocookie.com/embed/pGv7TnX3rQk?autoplay=1&rel=0');
    expect(embedUrl('a/b?c')).toBe('https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1&rel=0');
  });
});

describe('home hero', () => {
  it("a hero button into the governance page's How It Works section uses the section's id", () => {
    const into = home.hero.ctas.filter((c) => c.href?.startsWith(`${routes.governanceModule}#`));
    for (const cta of into) expect(cta.href).toBe(`${routes.governanceModule}#${howItWorksId}`);
  });
});

// The schemas describe shape, not today's counts: a list may hold as many items as its page can
// show, and says so in its description. Only real closed sets keep an exact length.
const EXACT_BY_DESIGN = new Set([
  'defs/pricing.schema.json#/definitions/terms', // one column per term key
  'defs/rule-preview.schema.json#/definitions/rulePreview/properties/rules', // a sentence and its rewrite
  'defs/rule-preview.schema.json#/definitions/rulePreview/properties/rules/items/properties/parts', // condition, outcome, party
]);

function* arraySchemas(node: unknown, pointer: string): Generator<[string, { minItems?: number; maxItems?: number; description?: string }]> {
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.type === 'array') yield [pointer, record];
  for (const [key, value] of Object.entries(record)) yield* arraySchemas(value, `${pointer}/${key}`);
}

describe('list limits in the schemas', () => {
  const files = readdirSync(path.join(root, 'schemas'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.schema.json'));
  const lists = files.flatMap((file) =>
    [...arraySchemas(JSON.parse(readFileSync(path.join(root, 'schemas', file), 'utf8')), '')].map(([pointer, schema]) => ({ at: `${file.split(path.sep).join('/')}#${pointer}`, schema })),
  );

  it('finds the lists', () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  it('fix no list to an exact length of more than one item, except closed sets', () => {
    const exact = lists.filter(({ at, schema }) => schema.minItems !== undefined && schema.minItems > 1 && schema.minItems === schema.maxItems && !EXACT_BY_DESIGN.has(at));
    expect(exact.map((l) => l.at)).toEqual([]);
  });

  it('state every upper limit in the list’s description', () => {
    const unstated = lists.filter(
      ({ at, schema }) => !EXACT_BY_DESIGN.has(at) && schema.maxItems !== undefined && schema.maxItems > 2 && !new RegExp(`\\b${schema.maxItems}\\b`).test(schema.description ?? ''),
    );
    expect(unstated.map((l) => `${l.at}: ${l.schema.description ?? '(no description)'}`)).toEqual([]);
  });
});

describe.each([
  ['pages/proof-of-governance', ['faq', 'items']],
  ['resources/talks', ['grid', 'talks']],
  ['pricing/gpu-infrastructure', ['rows']],
  ['pages/home', ['useCases', 'items']],
])('%s %j', (id, keyPath) => {
  const validate = compiledSchema(path.join(root, 'schemas', `${id}.schema.json`));
  const load = () => fillBrandDeep(YAML.parse(readFileSync(path.join(root, 'content', `${id}.yaml`), 'utf8')) as Record<string, unknown>, brand);
  const listOf = (data: Record<string, unknown>) => keyPath.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data) as unknown[];

  it('accepts one more item and one fewer', () => {
    const more = load();
    const list = listOf(more);
    const extra = structuredClone(list[0]) as Record<string, unknown>;
    for (const key of ['name', 'title', 'question']) if (typeof extra[key] === 'string') extra[key] = `${extra[key]} X2`;
    list.push(extra);
    expect(validate(more), JSON.stringify(validate.errors)).toBe(true);
    const fewer = load();
    listOf(fewer).pop();
    expect(validate(fewer), JSON.stringify(validate.errors)).toBe(true);
  });

  it('rejects an empty list', () => {
    const data = load();
    listOf(data).splice(0);
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
  it('nests a line’s points as sub-items and accents a highlighted card', () => {
    const html = renderToStaticMarkup(
      createElement(FeatureCard, {
        labels,
        card: { icon: 'ScanText', title: 'Rules', description: [{ text: 'Checks:', subItems: ['Condition', 'Outcome'] }, { text: 'Flags issues.' }], keyBenefits: 'B', users: 'U', highlighted: true },
      }),
    );
    expect(html).toContain('card-accent');
    expect(html).toMatch(/<li>Checks:<ul[^>]*data-sub-items[^>]*><li[^>]*>Condition<\/li><li[^>]*>Outcome<\/li><\/ul><\/li><li>Flags issues.<\/li>/);
    expect(html).not.toContain('•');
  });
  it('leaves a plain card unaccented and omits empty optional parts', () => {
    const html = renderToStaticMarkup(
      createElement(FeatureCard, { labels, card: { icon: 'Radar', title: 'Plain', description: [{ text: 'One line.' }], keyBenefits: 'B', users: 'U', highlighted: false } }),
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
