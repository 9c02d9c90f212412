/**
 * A temporary copy of the project, for tests that edit the real content as an editor would (add a
 * row, break a file) and run the CLI on it. Copies live in `.site-copies/` inside the project (git
 * ignores it), so that they resolve the project's own `node_modules`: a linked `node_modules`
 * would load React twice in a build. Removed by `removeSiteCopies()`.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { BUILD_SOURCES } from '../../../scripts/sources.mjs';
import { projectRoot } from './project.ts';

const created: string[] = [];

/** What a copy needs: validate reads the content, schemas, pages and the components they use (for anchors); a build needs the rest of the code. */
const CONTENT_PARTS = ['content', 'schemas', 'pages', 'components', 'renderer', 'lib', 'public', 'package.json'];
// Not the checkout's .env files: a copy builds with the environment the test gives it.
const BUILD_PARTS = [...BUILD_SOURCES.filter((part) => !part.startsWith('.env')), 'tests', 'vitest.config.ts'];

export function copySite(options: { forBuild?: boolean } = {}): string {
  const parent = path.join(projectRoot, '.site-copies');
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(path.join(parent, 'copy-'));
  created.push(root);
  for (const part of new Set([...CONTENT_PARTS, ...(options.forBuild ? BUILD_PARTS : [])])) {
    if (!existsSync(path.join(projectRoot, part))) continue;
    cpSync(path.join(projectRoot, part), path.join(root, part), { recursive: true, filter: (src) => !src.includes(`${path.sep}.shots`) });
  }
  return root;
}

/**
 * The environment `npm run build` has in a shell, for a build spawned from a test: without vitest's
 * `NODE_ENV=test`, which would make Vite bundle React's development build into the checker island.
 */
export function buildEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

export function removeSiteCopies(): void {
  for (const root of created.splice(0)) rmSync(root, { recursive: true, force: true, maxRetries: 2 });
  // The folder itself only once it is empty: test files running beside this one may still use their copies.
  try {
    rmdirSync(path.join(projectRoot, '.site-copies'));
  } catch (error) {
    if (!['ENOTEMPTY', 'ENOENT', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}

/** Reads a file of the copy. */
export function readIn(root: string, file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}

/** Writes a file of the copy. */
export function writeIn(root: string, file: string, text: string | Uint8Array): void {
  writeFileSync(path.join(root, file), text);
}

/** Replaces `from` (which must occur exactly once) in a file of the copy. */
export function editIn(root: string, file: string, from: string | RegExp, to: string): void {
  const text = readIn(root, file);
  const count = typeof from === 'string' ? text.split(from).length - 1 : (text.match(new RegExp(from.source, from.flags.includes('g') ? from.flags : from.flags + 'g')) ?? []).length;
  if (count !== 1) throw new Error(`${file}: expected one \`${String(from)}\`, found ${count}`);
  writeIn(root, file, text.replace(from, to));
}

/**
 * Edits a YAML file of the copy through its parsed document, as an editor's tool would: the `yaml`
 * package writes back every node the edit did not touch as it was, so the file keeps its layout.
 */
export function editYamlIn(root: string, file: string, edit: (doc: Document) => void): void {
  const doc = parseDocument(readIn(root, file));
  edit(doc);
  writeIn(root, file, doc.toString());
}

/** The copy's article files (`content/articles/<slug>.md`), in name order. */
export function articlesIn(root: string): string[] {
  return readdirSync(path.join(root, 'content', 'articles'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `content/articles/${f}`);
}

/** An article's front matter as a YAML document, and its body. */
export function readArticleIn(root: string, file: string): { frontMatter: Document; body: string } {
  const m = /^---\r?\n([\s\S]*?\r?\n)---\r?\n([\s\S]*)$/.exec(readIn(root, file));
  if (!m) throw new Error(`${file}: no front matter`);
  return { frontMatter: parseDocument(m[1]!), body: m[2]! };
}

/** Writes an article from its front matter document and body. */
export function writeArticleIn(root: string, file: string, article: { frontMatter: Document; body: string }): void {
  writeIn(root, file, `---\n${article.frontMatter.toString()}---\n${article.body}`);
}
