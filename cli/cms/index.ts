import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse } from 'yaml';
import type { ContentEntry } from '../content/discover.ts';
import { cmsConfig, renderCmsConfig, type CmsBackend, type ProductionBackend } from './config.ts';

export { cmsConfig, contentFilesTable, FORMS_ONLY, GROUPS, groupOf } from './config.ts';

/** A content file's data, or `{}` when it cannot be read (validate reports why). */
export function readContentData(entry: ContentEntry): Record<string, unknown> {
  try {
    const text = readFileSync(entry.absolutePath, 'utf8');
    const data: unknown = entry.absolutePath.endsWith('.md') ? matter(text).data : parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The production backend set in `content/site.yaml` (`contentManager`); absent means off. */
export function productionBackend(root: string): { backend: ProductionBackend; siteUrl: string } {
  const site = readContentData({ absolutePath: path.join(root, 'content', 'site.yaml'), id: 'site', schemaPath: null });
  const backend = (site['contentManager'] as ProductionBackend | undefined) ?? { backend: 'none' };
  return { backend, siteUrl: typeof site['siteUrl'] === 'string' ? site['siteUrl'] : '' };
}

/** The `config.yml` text for a backend. */
export function generateCmsConfig(root: string, backend: CmsBackend): string {
  return renderCmsConfig(cmsConfig(root, backend));
}
