import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { checks, runChecks } from '../../../pipeline/checks/index.ts';
import { SHARE_IMAGE_INPUTS, shareImages } from '../../../pipeline/checks/shareImages.ts';
import { SHARE_IMAGE_INPUTS as WRITTEN_TO } from '../../../scripts/brand/shareImageInputs.mjs';
import { projectRoot } from '../helpers/project.ts';
import { copySite, editYamlIn, readArticleIn, readIn, removeSiteCopies, writeArticleIn, writeIn } from '../helpers/siteCopy.ts';

afterAll(removeSiteCopies);

interface Recorded {
  command: string;
  inputs: { file: string; field: string; value: string }[];
}

const record = JSON.parse(readFileSync(path.join(projectRoot, SHARE_IMAGE_INPUTS), 'utf8')) as Record<string, Recorded>;

/** A copy of the content with the record of the share images. */
function copyWithRecord(): string {
  const root = copySite();
  mkdirSync(path.join(root, path.dirname(SHARE_IMAGE_INPUTS)), { recursive: true });
  cpSync(path.join(projectRoot, SHARE_IMAGE_INPUTS), path.join(root, SHARE_IMAGE_INPUTS));
  return root;
}

/** The rule's problems on the loaded content (the one check, not the whole of validate). */
const shareImageProblems = (root: string) => runChecks(loadContent(root), [shareImages]);

describe('the share images against the content they show', () => {
  it('the scripts write the record where validate reads it', () => {
    expect(WRITTEN_TO).toBe(SHARE_IMAGE_INPUTS);
    expect(checks).toContain(shareImages);
  });

  it('show the content as it is today', () => {
    expect(shareImageProblems(copyWithRecord())).toEqual([]);
  });

  it('a renamed product: one warning at the name, with every image that shows it and the commands that draw them', () => {
    const root = copyWithRecord();
    const showing = Object.entries(record).filter(([, r]) => r.inputs.some((i) => i.file === 'content/site.yaml' && i.field === 'brand.product'));
    expect(showing.length).toBeGreaterThan(1);
    const old = showing[0]![1].inputs.find((i) => i.field === 'brand.product')!.value;
    editYamlIn(root, 'content/site.yaml', (doc) => doc.setIn(['brand', 'product'], 'Veritor'));
    const problems = shareImageProblems(root);
    const atName = problems.filter((p) => p.field === 'brand.product');
    expect(atName).toHaveLength(1);
    const line =
      readIn(root, 'content/site.yaml')
        .split('\n')
        .findIndex((l) => /^\s+product: Veritor$/.test(l)) + 1;
    expect(atName[0]).toMatchObject({ file: 'content/site.yaml', line, severity: 'warning' });
    expect(atName[0]!.message).toContain(`${showing.length} share images`);
    expect(atName[0]!.message).toContain(`\`${old}\` from this field, which is now \`Veritor\``);
    for (const command of new Set(showing.map(([, r]) => r.command.split(' ').slice(0, 2).join(' ')))) expect(atName[0]!.message).toContain(`\`${command}\``);
    // The other texts reported are those that write the name (`{product}` in a title): their images show the old one too.
    const writesName = new Set(Object.values(record).flatMap((r) => r.inputs.filter((i) => i.field !== 'brand.product' && i.value.includes(old)).map((i) => `${i.file} ${i.field}`)));
    expect(new Set(problems.filter((p) => p !== atName[0]).map((p) => `${p.file} ${p.field}`))).toEqual(writesName);
  });

  it('a new article title: a warning at the title, with the command for that article’s image', () => {
    const root = copyWithRecord();
    const [image, recorded] = Object.entries(record).find(([, r]) => r.inputs.some((i) => i.field === 'title'))!;
    const article = recorded.inputs.find((i) => i.field === 'title')!.file;
    const parsed = readArticleIn(root, article);
    parsed.frontMatter.set('title', 'A Title the Image Does Not Show');
    writeArticleIn(root, article, parsed);
    const problems = shareImageProblems(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: article, field: 'title', severity: 'warning' });
    expect(problems[0]!.message).toContain(`\`${image}\``);
    expect(problems[0]!.message).toContain(`\`${recorded.command}\``);
  });

  it('a record that cannot be read is said once, at the record', () => {
    const root = copyWithRecord();
    writeIn(root, SHARE_IMAGE_INPUTS, '{ "public/og/default.png": { "inputs": 3 } }');
    const problems = shareImageProblems(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: SHARE_IMAGE_INPUTS, line: 1, severity: 'warning' });
  });
});
