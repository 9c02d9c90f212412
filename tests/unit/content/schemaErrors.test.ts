import { describe, expect, it } from 'vitest';
import { pointerSegments, schemaProblems } from '../../../pipeline/content/schemaErrors.ts';
import { createAjv } from '../../../pipeline/content/schemas.ts';
import { parseSourceText, type SourceFile } from '../../../pipeline/content/sourceFile.ts';

function parse(file: string, text: string): SourceFile {
  const result = parseSourceText(file, text);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result.source;
}

function problemsFor(schema: object, file: string, text: string) {
  const source = parse(file, text);
  const validate = createAjv().compile(schema);
  expect(validate(source.data)).toBe(false);
  return schemaProblems(source, validate.errors ?? []);
}

describe('pointerSegments', () => {
  it.each([
    ['', []],
    ['/title', ['title']],
    ['/tiers/2/price', ['tiers', 2, 'price']],
    ['/routes/~1about', ['routes', '/about']],
    ['/a~0b/c', ['a~b', 'c']],
    ['/~01', ['~1']],
  ])('%j → %j', (pointer, segments) => {
    expect(pointerSegments(pointer)).toEqual(segments);
  });

  it('keeps a numeric map key as text when it reads the data', () => {
    expect(pointerSegments('/years/2025/0', { years: { 2025: ['x'] } })).toEqual(['years', '2025', 0]);
  });
});

const leaderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'leaders'],
  properties: {
    title: { type: 'string', description: 'The page heading.' },
    leaders: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'role'],
        properties: { name: { type: 'string' }, role: { type: 'string', description: 'Job title.' } },
      },
    },
  },
};
const mapOfIntegers = { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'integer' } } };
const nested = {
  type: 'object',
  properties: {
    groups: {
      type: 'array',
      items: { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } },
    },
  },
};

describe('schema errors are located at the offending node', () => {
  it.each([
    {
      name: 'a value in a list nested in a list',
      schema: nested,
      text: 'groups:\n  - items:\n      - name: a\n      - name: 3\n',
      field: 'groups[0].items[1].name',
      line: 4,
      column: 15,
      message: 'Expected text, found `3`.',
    },
    {
      name: 'a key containing `/` (JSON Pointer ~1)',
      schema: mapOfIntegers,
      text: 'routes:\n  /about: 5\n  /contact: many\n',
      field: 'routes./contact',
      line: 3,
      column: 13,
      message: 'Expected a whole number, found `many`.',
    },
    {
      name: 'a key containing `~` (JSON Pointer ~0)',
      schema: mapOfIntegers,
      text: 'ranges:\n  a~b: x\n',
      field: 'ranges.a~b',
      line: 2,
      column: 8,
      message: 'found `x`',
    },
    {
      name: 'a key that looks like a number',
      schema: mapOfIntegers,
      text: 'years:\n  "2024": 1\n  2025: soon\n',
      field: 'years.2025',
      line: 3,
      column: 9,
      message: 'found `soon`',
    },
    {
      name: 'a missing required field → the object that lacks it',
      schema: leaderSchema,
      text: 'title: About\nleaders:\n  - name: Ada\n  - name: Alan\n    role: CTO\n',
      field: 'leaders[0].role',
      line: 3,
      column: 5,
      message: 'The required field `role` (job title) is missing. Add `role: …` to this item.',
    },
    {
      name: 'a missing required field at the top → the start of the file',
      schema: leaderSchema,
      text: '# comment\nleaders: []\n',
      field: 'title',
      line: 2,
      column: 1,
      message: 'Add `title: …` to this file.',
    },
    {
      name: 'an unknown field → its key, with the closest valid name',
      schema: leaderSchema,
      text: 'title: About\nleaders:\n  - name: Ada\n    rol: CEO\n',
      field: 'leaders[0].rol',
      line: 4,
      column: 5,
      message: '`rol` is not a field here. Did you mean `role`? It is required here.',
    },
    {
      name: 'a wrong type in front matter → its line in the whole file',
      schema: { type: 'object', properties: { readTime: { type: 'integer', description: 'Reading time in minutes.' } } },
      file: 'content/articles/a.md',
      text: '---\ntitle: A\nreadTime: twelve\n---\nBody\n',
      field: 'readTime',
      line: 3,
      column: 11,
      message: 'Expected a whole number (reading time in minutes), found `twelve`. Write the number in digits: `readTime: 12`.',
    },
  ])('$name', ({ schema, file, text, field, line, column, message }) => {
    const problems = problemsFor(schema, file ?? 'content/x.yaml', text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field, line, column, rule: 'schema', severity: 'error' });
    expect(problems[0]!.message).toContain(message);
  });

  it('reports a misspelt required field once, at the misspelling', () => {
    const problems = problemsFor(leaderSchema, 'content/x.yaml', 'titel: About\nleaders: []\n');
    expect(problems.map((p) => [p.field, p.line, p.column])).toEqual([['titel', 1, 1]]);
    expect(problems[0]!.message).toContain('Did you mean `title`?');
  });

  it('names the field that replaced a renamed one, once, where the old name is written', () => {
    const card = { type: 'object', additionalProperties: false, required: ['title', 'href'], properties: { title: { type: 'string' }, href: { type: 'string' }, description: { type: 'string' } } };
    const problems = problemsFor(card, 'content/x.yaml', 'title: Healthcare\nlink: /industries/healthcare\n');
    expect(problems.map((p) => [p.field, p.line, p.column])).toEqual([['link', 2, 1]]);
    expect(problems[0]!.message).toMatch(/^`link` is not a field here\. It is now called `href`: rename it\. It is required here\./);
  });

  it('picks the successor allowed where the old name stands (`text` under a section heading is `intro`)', () => {
    const band = { type: 'object', additionalProperties: false, properties: { title: { type: 'string' }, intro: { type: 'string' } } };
    const [problem] = problemsFor(band, 'content/x.yaml', 'title: Talk to us\ntext: We answer within a day.\n');
    expect(problem!.message).toContain('It is now called `intro`: rename it.');
    expect(problem!.message).not.toContain('required');
  });

  it('says nothing of a rename where no successor is allowed', () => {
    const [problem] = problemsFor(leaderSchema, 'content/x.yaml', 'title: About\nleaders: []\ncards: []\n');
    expect(problem!.message).toMatch(/^`cards` is not a field here\. Allowed fields: `title`, `leaders`\.$/);
  });

  it.each([
    ['"12"', 'Remove the quotes: `readTime: 12`.'],
    ['15 min', 'Write the number only, without units: `readTime: 15`.'],
    ['soon', 'Write the number in digits, for example `readTime: 12`.'],
  ])('suggests what to write for readTime: %s', (value, hint) => {
    const problems = problemsFor({ type: 'object', properties: { readTime: { type: 'integer' } } }, 'content/x.yaml', `readTime: ${value}\n`);
    expect(problems[0]!.message).toContain(hint);
  });

  it('states a list limit with the description of the list', () => {
    const problems = problemsFor({ type: 'object', properties: { faq: { type: 'array', minItems: 1, maxItems: 3, description: 'The questions, 1 to 3.' } } }, 'content/x.yaml', 'faq: [a, b, c, d]\n');
    expect(problems[0]!.message).toBe('This list must have at most 3 items, found 4. The list: The questions, 1 to 3.');
  });
});

describe('YAML syntax errors: one plain message at the place to fix', () => {
  it.each([
    {
      name: 'a colon inside an unquoted value',
      text: 'title: About\nheading: Our mission: proof\n',
      line: 2,
      column: 10,
      message: 'The value of `heading` contains `: ` (a colon and a space)',
    },
    {
      name: 'an unclosed quote (reported where it opens)',
      text: 'title: About\nheading: "Our mission\ntext: x\n',
      line: 2,
      column: 10,
      message: 'A text that starts with `"` is not closed.',
    },
    { name: 'a tab as indentation', text: 'items:\n\t- a\n', line: 2, column: 1, message: 'indented with a tab' },
    { name: 'a field written twice', text: 'title: A\ntitle: B\n', line: 2, column: 1, message: 'The field `title` appears twice' },
    { name: 'a list item out of line', text: 'leaders:\n  - name: Ada\n  role: CEO\n', line: 3, column: 1, message: 'not lined up' },
    { name: 'a value starting with @', text: 'handle: @tenetry\n', line: 1, column: 9, message: 'Write `handle: "@tenetry"`.' },
    { name: 'an alias that contains itself', text: 'a: &x [*x]\n', line: 1, column: 1, message: 'an alias (`*name`) points at the item that contains it' },
  ])('$name', ({ text, line, column, message }) => {
    const result = parseSourceText('content/x.yaml', text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ line, column, rule: 'yaml', severity: 'error' });
    expect(result.problems[0]!.message).toContain(message);
  });

  it('locates front-matter syntax errors in the whole file, without throwing', () => {
    const result = parseSourceText('content/articles/a.md', '---\ntitle: "A\nreadTime: 3\n---\nBody\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatchObject({ line: 2, column: 8, rule: 'yaml' });
  });

  it.each([
    ['---\ntitle: A\nreadTime: 3\n---\nFirst body line\n', 5],
    ['---\r\ntitle: A\r\n---\r\nFirst body line\r\n', 4],
    ['---\ntitle: A\n---\n\nAfter a blank line\n', 4],
  ])('knows the first line of an article body (%#)', (text, bodyLine) => {
    expect(parse('content/articles/a.md', text).bodyLine).toBe(bodyLine);
  });
});
