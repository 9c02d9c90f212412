import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../helpers/importGraph.ts';
import { projectRoot } from '../helpers/project.ts';

/**
 * Every section a link may target takes its id from the content (`<Section id={tiers.id} …>`), so
 * that `validate` checks links against the ids the pages really have. A section element written
 * with a fixed id, or a section component with a default id, would be a second source.
 */
const SECTION_ELEMENT = /<(section|Section|CtaBand|Faq|CaseStudy|MissionStatement|ProgramSteps|PartnerTiers|JoinConstellation)\b[^>]*?\sid=(?:"[^"]*"|\{\s*['`][^'`$]*['`]\s*\})/g;
const DEFAULT_ID = /\bid\s*=\s*['"`][^'"`]*['"`]\s*[,}]/g;

/** `file:line  text` of each match of `pattern` in the page and component sources. */
function findIn(pattern: RegExp, text: string, file: string): string[] {
  return [...text.matchAll(pattern)].map((m) => `${file}:${text.slice(0, m.index).split('\n').length}  ${m[0].replace(/\s+/g, ' ')}`);
}

describe('section ids', () => {
  const files = sourceFiles(projectRoot, ['pages', 'components']).filter((f) => f.endsWith('.tsx'));

  it('are read from the pages and components', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('are never written in a page or a section component: each comes from its content record', () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(projectRoot, file), 'utf8');
      return [...findIn(SECTION_ELEMENT, text, file), ...findIn(DEFAULT_ID, text, file)];
    });
    expect(found).toEqual([]);
  });

  it('the check finds a fixed id and a default id', () => {
    expect(findIn(SECTION_ELEMENT, '<Section id="faq" title={t}>', 'a.tsx')).toHaveLength(1);
    expect(findIn(SECTION_ELEMENT, "<CtaBand id={'get-started'} />", 'a.tsx')).toHaveLength(1);
    expect(findIn(SECTION_ELEMENT, '<Section id={faq.id} title={t}>', 'a.tsx')).toEqual([]);
    expect(findIn(DEFAULT_ID, "export function Faq({ id = 'faq', title }: P) {", 'a.tsx')).toHaveLength(1);
  });
});
