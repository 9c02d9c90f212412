/**
 * Every kind of placeholder is held to `npm run preflight`: the fixture `tests/fixtures/placeholders/`
 * marks one of each kind the marker's schema defines (a whole field, a field inside a list item, the
 * words of a long text and of an article's body), and preflight, run in process as `tenetry-site
 * preflight`, lists each at the line of its value or words; once they are replaced and their entries
 * removed, it says "Ready for launch".
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../../cli/main.ts';
import { renderProductionNginx } from '../../../pipeline/headers/deployConfig.ts';
import { fixtureProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

const TAGS = {
  PUBLIC_GTAG_ID: 'G-AB12CD34EF',
  PUBLIC_GOOGLE_ADS_ID: 'AW-123456789',
  PUBLIC_GOOGLE_ADS_CONTACT_LABEL: 'AbC-D_efG12',
  PUBLIC_GOOGLE_ADS_NEWSLETTER_LABEL: 'HiJ-K_lmN34',
  PUBLIC_META_PIXEL_ID: '123456789012345',
};
beforeEach(() => {
  for (const [name, value] of Object.entries(TAGS)) vi.stubEnv(name, value);
});
afterEach(() => vi.unstubAllEnvs());

const ABOUT = 'content/pages/about.yaml';
const ARTICLE = 'content/articles/audit-readiness.md';

/** The kinds the marker allows, read from its schema. */
const KINDS = (
  JSON.parse(readFileSync(path.join(projectRoot, 'schemas/defs/placeholder.schema.json'), 'utf8')) as {
    definitions: { placeholder: { properties: { kind: { enum: string[] } } } };
  }
).definitions.placeholder.properties.kind.enum;

interface Entry {
  file: string;
  field: string;
  kind: string;
  text?: string;
}

/** The fixture's marker entries, read from its files (front matter for the article). */
function entriesOf(root: string): Entry[] {
  const about = YAML.parse(readFileSync(path.join(root, ABOUT), 'utf8')) as { placeholders: Entry[]; leaders: { placeholders?: Entry[] }[] };
  const article = YAML.parse(readFileSync(path.join(root, ARTICLE), 'utf8').split('---')[1]!) as { placeholders: Entry[] };
  return [
    ...about.placeholders.map((e) => ({ ...e, file: ABOUT })),
    ...about.leaders.flatMap((l, i) => (l.placeholders ?? []).map((e) => ({ ...e, field: `leaders[${i}].${e.field}`, file: ABOUT }))),
    ...article.placeholders.map((e) => ({ ...e, file: ARTICLE })),
  ];
}

/** The value a whole-field entry points at, as written on its line (`name: Ada Lovelace`). */
function fieldLine(root: string, entry: Entry): string {
  const data = YAML.parse(readFileSync(path.join(root, entry.file), 'utf8')) as Record<string, unknown>;
  const value = entry.field
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data);
  return `${entry.field.split('.').at(-1)}: ${String(value)}`;
}

/** `file:line:column` of the first line outside the marker lists that holds `needle`, and where on it. */
function locate(root: string, file: string, needle: string, column: (line: string) => number): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  const lines = text.split('\n');
  const inMarker = new Set<number>();
  for (const m of text.matchAll(MARKER_BLOCK)) {
    const first = text.slice(0, m.index).split('\n').length - 1;
    for (let k = 0; k < m[0].split('\n').length - 1; k++) inMarker.add(first + k);
  }
  const i = lines.findIndex((l, n) => l.includes(needle) && !inMarker.has(n));
  expect(i, `${needle} in ${file}`).toBeGreaterThanOrEqual(0);
  return `${file}:${i + 1}:${column(lines[i]!)}`;
}

/** A `placeholders:` list and its entries (every line indented deeper than the key). */
const MARKER_BLOCK = /^(\s*)placeholders:\n(?:\1 {2}.*\n)*/gm;

/** The placeholder project: the fixture, with the real site config made launch-ready so that only the fixture's placeholders remain. */
function project(): string {
  const root = fixtureProject('placeholders');
  const site = path.join(root, 'content/site.yaml');
  writeFileSync(
    site,
    readFileSync(site, 'utf8')
      .replaceAll('tenetry.example.com', 'tenetry-launch.com')
      .replace(MARKER_BLOCK, '')
      .replace(/portalId: "0+"/, 'portalId: "24681357"')
      .replace(/00000000-0000-4000-8000-00000000000(\d)/g, '3f2b9c1e-7a4d-4e8f-9b0c-1d2e3f4a5b6$1'),
  );
  mkdirSync(path.join(root, 'deploy'), { recursive: true });
  writeFileSync(path.join(root, 'deploy/nginx.conf'), renderProductionNginx(root));
  return root;
}

async function preflight(root: string): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await run(['preflight'], { cwd: root, stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
  return { code, out };
}

describe('the marker in the schemas', () => {
  it('every content file may carry it at its root, so any field at any depth can be marked', () => {
    const dir = path.join(projectRoot, 'schemas');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.schema.json') && !f.startsWith('defs'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { properties?: Record<string, { $ref?: string }> };
      expect(schema.properties?.placeholders?.$ref, file).toMatch(/placeholder\.schema\.json#\/definitions\/placeholders$/);
    }
  });
});

describe('preflight and every kind of placeholder', () => {
  it('the fixture marks one placeholder of each kind the marker allows', () => {
    expect(new Set(entriesOf(project()).map((e) => e.kind))).toEqual(new Set(KINDS));
  });

  it('lists each at the line of its value or of its words, with its kind and what to supply, and holds the launch', async () => {
    const root = project();
    const { code, out } = await preflight(root);
    expect(code).toBe(1);
    const entries = entriesOf(root);
    expect(out).toContain(`Placeholders still in the content: ${entries.length}`);
    for (const entry of entries) {
      const where =
        entry.text === undefined
          ? locate(root, entry.file, fieldLine(root, entry), (l) => l.indexOf(': ') + 3)
          : locate(root, entry.file, entry.text.split(' ').slice(0, 2).join(' '), (l) => l.indexOf(entry.text!.split(' ')[0]!) + 1);
      const field = entry.file === ARTICLE ? 'body' : entry.field;
      const line = out.find((l) => l.trim().startsWith(`${where}  ${field}  ${entry.kind}: `));
      expect(line, `${entry.kind} at ${where} in:\n${out.join('\n')}`).toBeDefined();
      expect(line).toContain('[error placeholder]');
    }
    const counts = Object.fromEntries(KINDS.map((k) => [k, entries.filter((e) => e.kind === k).length]));
    expect(out).toContain(
      `  by kind: ${Object.entries(counts)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    expect(out.at(-1)).toMatch(/^Not ready for launch: \d+ item\(s\) remain\.$/);
  });

  it('says "Ready for launch" once every placeholder is replaced and its entry removed', async () => {
    const root = project();
    const entries = entriesOf(root);
    for (const file of [ABOUT, ARTICLE]) {
      let text = readFileSync(path.join(root, file), 'utf8').replace(MARKER_BLOCK, '');
      // Each marked text's first word becomes another of the same length, so the lines keep their layout.
      for (const e of entries.filter((x) => x.file === file && x.text !== undefined)) {
        const word = e.text!.split(' ')[0]!;
        text = text.replace(word, 'Real'.padEnd(word.length, 'l').slice(0, word.length));
      }
      writeFileSync(path.join(root, file), text);
    }
    const { code, out } = await preflight(root);
    expect(out.join('\n')).toContain('Placeholders still in the content: none');
    expect(out.join('\n')).toContain('validate: passes');
    expect(out.at(-1)).toBe('Ready for launch: nothing fake or missing remains.');
    expect(code).toBe(0);
  });

  it('reports an entry whose words are no longer in its field (validate, rule `placeholder`), at the entry', async () => {
    const root = project();
    const file = path.join(root, ABOUT);
    writeFileSync(file, readFileSync(file, 'utf8').replace('Audit preparation fell by 95%.', 'Audit preparation fell.'));
    const { code, out } = await preflight(root);
    expect(code).toBe(1);
    const line =
      readFileSync(file, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('text: Audit preparation fell by 95%.')) + 1;
    expect(out.some((l) => l.includes(`${ABOUT}:${line}:11  placeholders[`) && l.includes('is not in `sections[1].text` any more'))).toBe(true);
  });
});
