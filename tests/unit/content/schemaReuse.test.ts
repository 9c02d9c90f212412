/**
 * Validators compiled from the same schema files are reused between loads: a schema edited between
 * two loads must be compiled again, and a broken schema reported at every load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { loadSchemas } from '../../../pipeline/content/schemas.ts';
import { fixtureProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

const SCHEMA = 'schemas/pages/about.schema.json';
const schemaErrors = (root: string) => loadContent(root).problems.filter((p) => p.rule === 'schema' && p.severity === 'error');

describe('compiled schemas between loads', () => {
  it('reuses the validator of unchanged schema files, in another copy too', () => {
    const first = fixtureProject('clean');
    const second = fixtureProject('clean');
    expect(loadSchemas(second).validatorFor(path.join(second, SCHEMA))).toBe(loadSchemas(first).validatorFor(path.join(first, SCHEMA)));
  });

  it('checks the content against a schema edited since the last load', () => {
    const root = fixtureProject('clean');
    expect(schemaErrors(root)).toEqual([]);
    const schema = JSON.parse(readFileSync(path.join(root, SCHEMA), 'utf8')) as { properties: { title: { maxLength?: number } } };
    schema.properties.title.maxLength = 3;
    writeFileSync(path.join(root, SCHEMA), JSON.stringify(schema));
    expect(schemaErrors(root)).toMatchObject([{ file: 'content/pages/about.yaml', field: 'title' }]);
  });

  it('reports a schema that cannot be loaded at every load, and one that cannot be compiled', () => {
    const root = fixtureProject('clean');
    writeFileSync(path.join(root, SCHEMA), '{ "type": ');
    for (let load = 0; load < 2; load++) expect(schemaErrors(root)).toMatchObject([{ file: SCHEMA, message: expect.stringContaining('This schema cannot be loaded') }]);
    const schema = JSON.parse(readFileSync(path.join(fixtureProject('clean'), SCHEMA), 'utf8')) as Record<string, unknown>;
    writeFileSync(path.join(root, SCHEMA), JSON.stringify({ ...schema, properties: { title: { $ref: 'nowhere.schema.json' } } }));
    for (let load = 0; load < 2; load++) expect(schemaErrors(root)).toMatchObject([{ file: SCHEMA, message: expect.stringContaining('This schema cannot be compiled') }]);
  });
});
