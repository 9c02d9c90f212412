import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/project.ts';
import { conventionProblems, readSchemas, type SchemaSet } from '../helpers/schemaConventions.ts';

const text = { type: 'string', minLength: 1 };
const cta = { $ref: 'common.schema.json#/definitions/cta' };
/** A shared record as the project defines them: three or more fields, under `schemas/defs/`. */
const defs: SchemaSet = {
  'defs/common.schema.json': {
    definitions: { closingBand: { type: 'object', properties: { id: text, title: text, intro: text, ctas: { type: 'array', items: cta } } } },
  },
};

describe('the schema conventions, on small schemas', () => {
  it.each([
    ['a card with `desc`', { properties: { title: text, desc: text } }, '#/properties/desc', /retired field name: use `description`/],
    ['a list called `cards`', { properties: { cards: { type: 'array' } } }, '#/properties/cards', /use `items`/],
    ['a list called `points`', { properties: { points: { type: 'array' } } }, '#/properties/points', /use `items`/],
    ['a route called `link`', { properties: { link: text } }, '#/properties/link', /use `href` or `cta`/],
    ['`text` under a title', { properties: { hero: { type: 'object', properties: { title: text, text } } } }, '#/properties/hero/properties/text', /`description` \(a card or a box\) or `intro`/],
    ['`text` under a heading', { properties: { heading: text, text } }, '#/properties/text', /not `text`/],
    [
      'a section heading called `header`',
      { properties: { header: { $ref: '../defs/section-heading.schema.json#/definitions/sectionHeading' } } },
      '#/properties/header',
      /named `heading`, not `header`/,
    ],
  ])('reports %s where it is written', (_, schema, pointer, message) => {
    const problems = conventionProblems({ ...defs, 'pages/x.schema.json': schema });
    expect(problems.map((p) => p.at)).toEqual([`pages/x.schema.json${pointer}`]);
    expect(problems[0]!.message).toMatch(message);
  });

  it('reports an inline copy of a shared record, naming the record to refer to', () => {
    const copy = { type: 'object', properties: { ctas: { type: 'array' }, intro: text, title: text, id: text } };
    expect(conventionProblems({ ...defs, 'pages/x.schema.json': { properties: { closing: copy } } })).toEqual([
      { at: 'pages/x.schema.json#/properties/closing', message: 'The same fields as the shared record `defs/common.schema.json#/definitions/closingBand`: refer to it with `$ref` instead of a copy.' },
    ]);
  });

  it('accepts the names in their meanings, a reference to a shared record, and `text` with no heading beside it', () => {
    const schema = {
      properties: {
        hero: { type: 'object', properties: { eyebrow: text, title: text, lead: text } },
        sectors: { type: 'object', properties: { heading: { type: 'object' }, items: { type: 'array', items: { properties: { title: text, description: text, href: text } } } } },
        feed: { type: 'object', properties: { label: text, text } },
        closing: { $ref: '../defs/common.schema.json#/definitions/closingBand' },
      },
    };
    expect(conventionProblems({ ...defs, 'pages/x.schema.json': schema })).toEqual([]);
  });
});

describe("the site's schemas", () => {
  const schemas = readSchemas(path.join(projectRoot, 'schemas'));

  it('are read: the shared definitions and the page schemas', () => {
    expect(Object.keys(schemas)).toContain('defs/common.schema.json');
    expect(Object.keys(schemas).filter((f) => f.startsWith('pages/')).length).toBeGreaterThan(0);
  });

  it('use one name for one meaning and define each shared record once', () => {
    expect(conventionProblems(schemas)).toEqual([]);
  });
});
