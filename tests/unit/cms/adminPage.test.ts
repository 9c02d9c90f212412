/** The admin page's own logic, on a fixture configuration: problems named by the form's labels, the question before a delete, the counts the previews fill in. */
import { describe, expect, it } from 'vitest';
import { deleteWarning } from '../../../admin/deleteGuard.ts';
import { entryFile, fieldLabel, fieldSegments, formOf, type ConfigCollection } from '../../../admin/fieldLabels.ts';
import { loadCounts } from '../../../admin/previewCounts.ts';

/** A configuration shaped as the generator writes it (pipeline/cms/config.ts): a files collection and a folder collection. */
const collections: ConfigCollection[] = [
  {
    name: 'pricing',
    label: 'Pricing',
    files: [
      {
        name: 'pricing-gpu',
        label: 'GPU infrastructure (/pricing)',
        file: 'content/pricing/gpu.yaml',
        fields: [
          { name: 'name', label: 'Name' },
          {
            name: 'rows',
            label: 'Rows',
            fields: [
              { name: 'name', label: 'Model' },
              { name: 'oneYear', label: 'One year', fields: [{ name: 'monthly', label: 'Monthly' }] },
            ],
          },
          { name: 'notes', label: 'Notes', field: { name: 'note', label: 'Notes' } },
        ],
      },
      { name: 'pillars', label: 'Pillars', file: 'content/pillars.yaml', fields: [{ name: 'pillars', label: 'Pillars', fields: [{ name: 'name', label: 'Name' }] }] },
    ],
  },
  {
    name: 'articles',
    label: 'Resources: articles',
    folder: 'content/articles',
    extension: 'md',
    fields: [
      { name: 'title', label: 'Title' },
      { name: 'body', label: 'Body' },
    ],
  },
];
const gpu = formOf(collections, 'content/pricing/gpu.yaml')!;

describe("a problem's field path in the form's own labels", () => {
  it.each([
    ['rows[2].oneYear.monthly', 'Rows › 3 › One year › Monthly'],
    ['rows[0].name', 'Rows › 1 › Model'],
    ['name', 'Name'],
    ['notes[1]', 'Notes › 2'],
    // A key the form does not have (the schema refused it) is shown as written, after the labels found.
    ['rows[0].oneYer.monthly', 'Rows › 1 › oneYer › monthly'],
    ['', ''],
  ])('%s → %s', (field, label) => {
    expect(fieldLabel(gpu.fields, field)).toBe(label);
  });

  it('reads only a path written as validate writes it', () => {
    expect(fieldSegments('rows[2].oneYear')).toEqual(['rows', 2, 'oneYear']);
    expect(fieldSegments('rows[x]')).toBeUndefined();
    expect(fieldLabel(gpu.fields, 'rows..name')).toBe('rows..name');
  });

  it('finds the form of a file, and the entry of a folder collection, with the address that opens it', () => {
    expect(gpu).toMatchObject({ collection: 'pricing', label: 'GPU infrastructure (/pricing)', entry: 'pricing-gpu', route: '#/collections/pricing/entries/pricing-gpu' });
    expect(formOf(collections, 'content/articles/my-post.md')).toMatchObject({ collection: 'articles', entry: 'my-post', route: '#/collections/articles/entries/my-post' });
    expect(formOf(collections, 'content/articles/nested/x.md')).toBeUndefined();
    expect(formOf(collections, 'schemas/pillars.schema.json')).toBeUndefined();
  });

  it('finds the file an open entry is', () => {
    expect(entryFile(collections, 'articles', 'my-post')).toBe('content/articles/my-post.md');
    expect(entryFile(collections, 'pricing', 'pricing-gpu')).toBe('content/pricing/gpu.yaml');
    expect(entryFile(collections, 'articles', '../x/y')).toBeUndefined();
    expect(entryFile(collections, 'nothing', 'x')).toBeUndefined();
  });
});

describe('the question before a delete', () => {
  it('names every place that links to the entry, by page, form and field', () => {
    const warning = deleteWarning(collections, [
      { file: 'content/pricing/gpu.yaml', line: 12, column: 9, field: 'rows[1].name', routes: ['/pricing'] },
      { file: 'content/articles/other.md', line: 40, column: 3, field: 'body', routes: ['/resources/blog/other'] },
    ]);
    expect(warning).toContain('2 places link to this entry');
    expect(warning).toContain('• /pricing — Rows › 2 › Model (content/pricing/gpu.yaml:12)');
    expect(warning).toContain('• /resources/blog/other — Body (content/articles/other.md:40)');
    expect(warning).toContain('Press Cancel to keep the entry.');
  });
});

describe('the counts the previews fill in', () => {
  it('counts the items of each counted list in its file, loaded through the content manager', async () => {
    const loaded: string[] = [];
    const counts = await loadCounts(collections, (collection, entry) => {
      loaded.push(`${collection}/${entry}`);
      if (entry === 'pillars') return Promise.resolve({ toJS: () => ({ data: { pillars: [{}, {}, {}] } }) });
      return Promise.reject(new Error('not found'));
    });
    expect(counts).toEqual({ pillars: 3 });
    expect(loaded).toContain('pricing/pillars');
  });
});
