/**
 * Every content file, saved through the content manager's formats (admin/formats.ts): unchanged, it
 * is written back byte for byte; with one text changed, only that line differs. Derived from the
 * content as it is, so it holds for any file an editor writes in any valid YAML style.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPair, isScalar, isSeq, parseDocument, visit } from 'yaml';
import { readFrontMatter, readYaml, saveFrontMatter, saveYaml } from '../../../admin/keepStyle.ts';
import { discoverContent } from '../../../pipeline/content/discover.ts';
import { projectRoot } from '../helpers/project.ts';

const files = discoverContent(projectRoot).map((e) => path.relative(projectRoot, e.absolutePath).split(path.sep).join('/'));

/** The path of the first one-line text value in a YAML text. */
function firstOneLineText(yamlText: string): (string | number)[] | undefined {
  let found: (string | number)[] | undefined;
  visit(parseDocument(yamlText), {
    Scalar(key, node, ancestors) {
      if (key !== 'value' || typeof node.value !== 'string' || !node.range || yamlText.slice(node.range[0], node.range[1]).includes('\n')) return;
      if (node.type !== 'PLAIN' && node.type !== 'QUOTE_DOUBLE' && node.type !== 'QUOTE_SINGLE') return;
      const segments: (string | number)[] = [];
      ancestors.forEach((a, i) => {
        if (isPair(a) && isScalar(a.key)) segments.push(String(a.key.value));
        else if (isSeq(a)) segments.push(a.items.indexOf(ancestors[i + 1] ?? node));
      });
      found = segments;
      return visit.BREAK;
    },
  });
  return found;
}

function setAt(data: Record<string, unknown>, segments: (string | number)[], value: string): void {
  let node = data as Record<string | number, unknown>;
  for (const s of segments.slice(0, -1)) node = node[s] as Record<string | number, unknown>;
  node[segments.at(-1)!] = value;
}

describe('a save through the content manager changes only what the editor changed', () => {
  it.each(files)('%s', (file) => {
    const text = readFileSync(path.join(projectRoot, file), 'utf8');
    const markdown = file.endsWith('.md');
    const read = markdown ? readFrontMatter : readYaml;
    const save = markdown ? saveFrontMatter : saveYaml;
    expect(save(text, read(text))).toBe(text);
    const yamlText = markdown ? (/^---\r?\n([\s\S]*?\r?\n)---/.exec(text)?.[1] ?? '') : text;
    const at = firstOneLineText(yamlText);
    if (!at) return;
    const data = read(text);
    setAt(data, at, 'Edited in the form');
    const saved = save(text, data);
    expect(read(saved)).toEqual(data);
    const before = text.split('\n');
    const after = saved.split('\n');
    expect(after.length).toBe(before.length);
    expect(after.filter((l, i) => l !== before[i])).toEqual([expect.stringContaining('Edited in the form')]);
  });
});
