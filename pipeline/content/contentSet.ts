import { discoverContent, strayContentFiles, type ContentEntry } from './discover.ts';
import { readSourceFile, type ParseResult, type SourceFile } from './sourceFile.ts';
import { loadSchemas } from './schemas.ts';
import { schemaProblems } from './schemaErrors.ts';
import type { Problem } from '../core/problems.ts';
import { brandNamesOf, fillBrand, fillBrandDeep, type BrandNames } from '../../lib/format/brandText.ts';
import { countsOf, fillCounts, fillCountsDeep } from '../../lib/format/countText.ts';

export interface LoadedContent {
  root: string;
  entries: ContentEntry[];
  /** Parsed files by id (`pages/home`), only those that parsed and passed their schema. */
  valid: Map<string, SourceFile>;
  /** Every file that parsed, valid or not. */
  parsed: Map<string, SourceFile>;
  problems: Problem[];
}

/** Parses every content file and validates it against its schema, collecting every problem. */
export function loadContent(root: string, only?: (entry: ContentEntry) => boolean): LoadedContent {
  const schemas = loadSchemas(root);
  const entries = discoverContent(root).filter((e) => !only || only(e));
  const valid = new Map<string, SourceFile>();
  const parsed = new Map<string, SourceFile>();
  const problems: Problem[] = [];
  // The brand names fill `{product}`, `{company}` and `{companyShort}` in every other file.
  const siteEntry = discoverContent(root).find((e) => e.id === 'site');
  let brand: BrandNames | undefined;
  try {
    const site = siteEntry ? readSourceFile(root, siteEntry.absolutePath) : undefined;
    brand = site?.ok ? brandNamesOf(site.source.data) : undefined;
  } catch {
    brand = undefined;
  }
  // Without a readable site config, stand-in names keep the other files checkable (the checks that
  // depend on the real names are skipped and say so).
  brand ??= { company: 'Company', companyShort: 'Company', product: 'Product' };
  for (const entry of entries) {
    let result: ReturnType<typeof readSourceFile>;
    try {
      result = withBrand(readSourceFile(root, entry.absolutePath), brand);
    } catch (error) {
      const file = entry.absolutePath.slice(root.length + 1).split('\\').join('/');
      result = { ok: false, problems: [{ file, line: 1, column: 1, field: '', severity: 'error', rule: 'yaml', message: `This file could not be read: ${error instanceof Error ? error.message : String(error)}.` }] };
    }
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    parsed.set(entry.id, result.source);
  }
  // Count placeholders are filled from the lists as loaded, before the schemas see the text.
  fillCountPlaceholders(parsed);
  for (const entry of entries) {
    const source = parsed.get(entry.id);
    if (!source) continue;
    if (!entry.schemaPath) {
      problems.push({
        file: source.file, line: 1, column: 1, field: '', severity: 'error', rule: 'schema',
        message: `No schema describes this file. Add \`schemas/${entry.id}.schema.json\` (or a collection schema for its folder), or move the file to the folder it belongs in.`,
      });
      continue;
    }
    const validate = schemas.validatorFor(entry.schemaPath);
    if (typeof validate !== 'function') continue; // the schema itself is broken: reported once below
    if (validate(source.data)) valid.set(entry.id, source);
    else problems.push(...schemaProblems(source, validate.errors ?? []));
  }
  problems.push(...schemas.problems);
  if (!only) problems.push(...strayFiles(root));
  return { root, entries, valid, parsed, problems };
}

/** A parsed file with the brand placeholders filled (positions are unchanged: same fields). */
function withBrand(result: ParseResult, brand: BrandNames | undefined): ParseResult {
  if (!result.ok || !brand) return result;
  const source: SourceFile = { ...result.source, data: fillBrandDeep(result.source.data, brand) };
  if (result.source.body !== undefined) source.body = fillBrand(result.source.body, brand);
  return { ok: true, source };
}

/** Fills `{count:list}` placeholders in every parsed file, from the lists as loaded (positions unchanged). */
function fillCountPlaceholders(parsed: Map<string, SourceFile>): void {
  const counts = countsOf((id) => parsed.get(id)?.data);
  for (const [id, source] of parsed) {
    const filled: SourceFile = { ...source, data: fillCountsDeep(source.data, counts) };
    if (source.body !== undefined) filled.body = fillCounts(source.body, counts);
    parsed.set(id, filled);
  }
}

/** Files under `content/` that are not content: said once each, never silently left out. */
function strayFiles(root: string): Problem[] {
  return strayContentFiles(root).map((file) => ({
    file, line: 1, column: 1, field: '', severity: 'error', rule: 'stray-file',
    message: `This file is not read: the content is \`.yaml\` records and \`.md\` articles, so nothing in it is published. Rename it to \`.yaml\` (or \`.md\` for an article) if it is content, or move it out of \`content/\` (images go under \`public/\`).`,
  }));
}
