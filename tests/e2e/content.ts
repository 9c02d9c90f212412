import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { brandNamesOf, fillBrandDeep } from '../../lib/format/brandText.ts';

/**
 * Content as the site publishes it, for tests that read the records directly: parsed, with the
 * brand placeholders (`{product}`, `{company}`) filled from content/site.yaml as the build does.
 */
const contentDir = path.resolve(import.meta.dirname, '../../content');
const brand = brandNamesOf(YAML.parse(readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')));

function filled<T>(value: unknown): T {
  return (brand ? fillBrandDeep(value, brand) : value) as T;
}

/** A YAML record by its path under `content/` (`pages/home.yaml`). */
export function readContent<T>(file: string): T {
  return filled<T>(YAML.parse(readFileSync(path.join(contentDir, file), 'utf8')));
}

/** An article's front matter and body by its path under `content/`. */
export function readArticle<T>(file: string): { data: T; body: string } {
  const parsed = matter(readFileSync(path.join(contentDir, file), 'utf8'), { engines: { yaml: (s: string) => YAML.parse(s) as object } });
  return filled<{ data: T; body: string }>({ data: parsed.data, body: parsed.content });
}

/** The consent banner's copy (`content/site.yaml` → `consentBanner`): its title names the dialog, its labels the buttons. */
export const consentBanner = readContent<{
  consentBanner: { title: string; acceptLabel: string; rejectLabel: string; manageLabel: string; saveLabel: string; reopenLabel: string; revision: number };
}>('site.yaml').consentBanner;

/** The label every product picture carries (`content/product-views.yaml`). */
export const productViews = readContent<{ illustrativeLabel: string }>('product-views.yaml');
