import path from 'node:path';
import type { CmsBackend, ProductionBackend } from './backends.ts';
import { cmsConfig, renderCmsConfig } from './config.ts';
import { readContentData } from '../content/readData.ts';

export { FORMS_ONLY } from './backends.ts';
export { cmsConfig } from './config.ts';
export { contentFilesTable } from './contentFilesTable.ts';
export { GROUPS, groupOf } from './sidebarGroups.ts';

/** The production backend set in `content/site.yaml` (`contentManager`); absent means off. */
export function productionBackend(root: string): { backend: ProductionBackend; siteUrl: string } {
  const site = readContentData(root, path.join(root, 'content', 'site.yaml'));
  const backend = (site['contentManager'] as ProductionBackend | undefined) ?? { backend: 'none' };
  return { backend, siteUrl: typeof site['siteUrl'] === 'string' ? site['siteUrl'] : '' };
}

/** The `config.yml` text for a backend. */
export function generateCmsConfig(root: string, backend: CmsBackend): string {
  return renderCmsConfig(cmsConfig(root, backend));
}
