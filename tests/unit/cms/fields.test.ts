import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldFor, type CmsField } from '../../../pipeline/cms/fields.ts';
import { SchemaReader } from '../../../pipeline/cms/schemaNodes.ts';
import { makeProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

// How a schema property becomes a field of the content manager's forms.

/** The field a schema property becomes, for an inline schema file. */
function fieldOf(property: object, required = true, extra: object = {}): CmsField | undefined {
  const root = makeProject({ 'schemas/x.schema.json': JSON.stringify({ type: 'object', properties: { value: property }, ...extra }) });
  const file = path.join(root, 'schemas', 'x.schema.json');
  return fieldFor(new SchemaReader(), 'value', { schema: property, file }, required, { iconNames: ['Radar', 'ShieldCheck'] });
}

describe('schema properties become form fields', () => {
  it('labels and hints come from the title and description; a type-name title falls back to the key', () => {
    expect(fieldOf({ type: 'string', title: 'Headline', description: 'The h1.' })).toMatchObject({ label: 'Headline', hint: 'The h1.', widget: 'string' });
    expect(fieldOf({ type: 'string', title: 'GpuModelPrice', description: 'x' })).toMatchObject({ label: 'Value' });
  });

  it('enums become selects, booleans toggles, dates date pickers, numbers number fields with their limits', () => {
    expect(fieldOf({ type: 'string', enum: ['a', 'b'] })).toMatchObject({ widget: 'select', options: ['a', 'b'] });
    expect(fieldOf({ type: 'boolean' }, false)).toMatchObject({ widget: 'boolean', required: false });
    expect(fieldOf({ type: 'string', format: 'date' })).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(
      fieldOf({
        anyOf: [
          { type: 'string', format: 'date' },
          { type: 'string', format: 'date-time' },
        ],
      }),
    ).toMatchObject({ widget: 'datetime' });
    expect(fieldOf({ type: 'integer', minimum: 1, maximum: 60 })).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 60 });
    expect(fieldOf({ type: 'number', exclusiveMinimum: 0 })).toMatchObject({ widget: 'number', value_type: 'float', min: 0 });
  });

  it('patterns and lengths are checked by the form', () => {
    const [source, message] = fieldOf({ type: 'string', pattern: '^/[a-z]+$' })?.['pattern'] as [string, string];
    expect(message).toBe('Not in the expected form.');
    expect(new RegExp(source).test('/pricing')).toBe(true);
    expect(new RegExp(source).test('/Pricing')).toBe(false);
    const length = fieldOf({ type: 'string', minLength: 50, maxLength: 170 })?.['pattern'] as [string, string];
    expect(new RegExp(length[0]).test('x'.repeat(49))).toBe(false);
    expect(new RegExp(length[0]).test('x'.repeat(50))).toBe(true);
    expect(new RegExp(length[0]).test('x'.repeat(171))).toBe(false);
  });

  it('a pattern lets a brand placeholder through (validate checks the filled-in value after the save), and nothing else the schema refuses', () => {
    const [source] = fieldOf({ type: 'string', pattern: '^/[a-z0-9\\-/]*(#[a-z0-9\\-]+)?$' })?.['pattern'] as [string, string];
    const pattern = new RegExp(source);
    expect(pattern.test('/solutions/proof-of-governance#how-{product}-makes-it-work')).toBe(true);
    expect(pattern.test('/solutions/proof-of-governance#how-it-works')).toBe(true);
    expect(pattern.test('/Solutions/Proof of Governance')).toBe(false);
    expect(pattern.test('/solutions#how-{produkt}-makes-it-work')).toBe(false);
  });

  it('an image path is chosen from the media library, with no pattern (Decap would test it against the file name alone)', () => {
    const field = fieldOf({ type: 'string', pattern: '^/images/[a-z0-9\\-/]+\\.(svg|png)$' });
    expect(field).toMatchObject({ widget: 'image', choose_url: false });
    expect(field).not.toHaveProperty('pattern');
  });

  it('lists keep the schema limits; nested objects become groups; a list of text holds one field', () => {
    const list = fieldOf({ type: 'array', minItems: 1, maxItems: 12, items: { type: 'object', required: ['question'], properties: { question: { type: 'string' }, answer: { type: 'string' } } } });
    expect(list).toMatchObject({ widget: 'list', min: 1, max: 12, summary: '{{fields.question}}' });
    expect((list?.['fields'] as CmsField[]).map((f) => [f.name, f['required'] ?? true])).toEqual([
      ['question', true],
      ['answer', false],
    ]);
    expect(fieldOf({ type: 'array', items: { type: 'string' } })).toMatchObject({ widget: 'list', field: { widget: 'string' } });
    expect(fieldOf({ type: 'object', properties: { a: { type: 'string' } } })).toMatchObject({ widget: 'object', fields: [{ name: 'a' }] });
  });

  it('icon names become a select of the icon set', () => {
    const field = fieldOf({ $ref: '#/definitions/iconName' }, true, { definitions: { iconName: { type: 'string', pattern: '^[A-Z]' } } });
    expect(field).toMatchObject({ widget: 'select', options: ['Radar', 'ShieldCheck'] });
  });

  it('a group the schema makes optional requires none of its fields (an empty group must not block a save)', () => {
    const field = fieldOf({ type: 'object', required: ['title'], properties: { title: { type: 'string' } } }, false);
    expect(field?.['fields']).toEqual([expect.objectContaining({ name: 'title', required: false })]);
  });

  it("variants of a oneOf are one group with every variant's fields, requiring what all require", () => {
    const field = fieldOf({
      type: 'array',
      items: {
        oneOf: [
          { type: 'object', required: ['tier', 'amount'], properties: { tier: { type: 'string' }, amount: { type: 'integer' } } },
          { type: 'object', required: ['tier', 'text'], properties: { tier: { type: 'string' }, text: { type: 'string' } } },
        ],
      },
    });
    expect((field?.['fields'] as CmsField[]).map((f) => [f.name, f['required'] ?? true])).toEqual([
      ['tier', true],
      ['amount', false],
      ['text', false],
    ]);
  });
});
