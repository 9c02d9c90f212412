import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSeq } from 'yaml';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { checks, runChecks } from '../../../pipeline/checks/index.ts';
import { gpuModelNames, gpuModelNamesInCopy, modelNameFinder } from '../../../pipeline/checks/gpuModels.ts';
import { copySite, editYamlIn, readIn, removeSiteCopies } from '../helpers/siteCopy.ts';
import { projectRoot } from '../helpers/project.ts';

afterAll(removeSiteCopies);

const GPU_PRICES = 'content/pricing/gpu-infrastructure.yaml';

describe('modelNameFinder (fixtures)', () => {
  const words = (models: string[], text: string) =>
    modelNameFinder(models)
      .unknownIn(text)
      .map((w) => w.word);

  it('finds the words shaped like a model of the table that name none of them', () => {
    expect(words(['B200', 'H200', 'H100'], 'NVIDIA B200, H200 and A100 GPUs')).toEqual(['A100']);
    expect(words(['L40S'], 'Runs on L40S and A40X cards')).toEqual(['A40X']);
  });

  it('finds any word with a digit written after NVIDIA, whatever its shape', () => {
    expect(words(['B200'], 'NVIDIA GB300 and NVIDIA A2 and NVIDIA\nRTX6000')).toEqual(['GB300', 'A2', 'RTX6000']);
  });

  it('leaves alone what is no model: other shapes, words without a digit, the words of a model’s name', () => {
    expect(words(['B200', 'H200', 'H100'], 'IL5 and IL6 workloads, HBM3e memory, ISO 27001, SOC 2, NVIDIA AI Enterprise, NVIDIA GPUs, v4, 8 TB/s')).toEqual([]);
    expect(words(['H100 NVL', 'B200'], 'NVIDIA H100 NVL and the H100')).toEqual([]);
  });

  it('reads the model names from the rows of the table', () => {
    expect(gpuModelNames({ rows: [{ name: 'B200' }, { name: ' H100 ' }, { name: '' }, { class: 'x' }] })).toEqual(['B200', 'H100']);
    expect(gpuModelNames(undefined)).toEqual([]);
  });
});

/** Every `.yaml` and `.md` file under `dir`, relative to `root`. */
function contentFiles(root: string, dir = 'content'): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return contentFiles(root, rel);
    return /\.(ya?ml|md)$/.test(name) ? [rel] : [];
  });
}

/** The rule's problems on the loaded content (the one check, not the whole of validate). */
const gpuModelProblems = (root: string) => runChecks(loadContent(root), [gpuModelNamesInCopy]);

describe('the GPU models named in the copy', () => {
  it('are all rows of the table today', () => {
    expect(checks).toContain(gpuModelNamesInCopy);
    expect(gpuModelProblems(projectRoot)).toEqual([]);
  });

  it('after a row is renamed, every text that still uses the old name is reported where it is written', () => {
    const root = copySite();
    let old = '';
    editYamlIn(root, GPU_PRICES, (doc) => {
      const rows = doc.get('rows');
      if (!isSeq(rows)) throw new Error(`${GPU_PRICES}: no rows`);
      const last = rows.items.length - 1;
      old = String(doc.getIn(['rows', last, 'name']));
      doc.setIn(['rows', last, 'name'], `${old[0]}9${old.slice(2)}`);
    });
    // Where the old name is written, outside the table and the `model` fields that pick a row (rule `name-reference`).
    const word = new RegExp(`(?<![A-Za-z0-9])${old}(?![A-Za-z0-9])`, 'g');
    const expected = contentFiles(root)
      .filter((file) => file !== GPU_PRICES)
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (/^\s*-?\s*model:/.test(line) ? [] : [...line.matchAll(word)].map((m) => `${file}:${i + 1}:${m.index + 1}`))),
      );
    expect(expected.length).toBeGreaterThan(1);
    const reported = gpuModelProblems(root);
    expect(reported.map((p) => `${p.file}:${p.line}:${p.column}`).sort()).toEqual(expected.sort());
    for (const p of reported) {
      expect(p.message).toContain(`\`${old}\` reads as a GPU model`);
      expect(p.severity).toBe(p.file.endsWith('.md') ? 'warning' : 'error');
    }
    // The page that shows the models says where the text is seen.
    expect(reported.find((p) => p.file === 'content/pages/gpu-infrastructure.yaml')?.message).toContain('/solutions/gpu-infrastructure');
    expect(readIn(root, GPU_PRICES)).not.toMatch(word);
  });
});
