import type { CmsField } from '../../../pipeline/cms/fields.ts';

/** The local backend `npm run cms` configures (its proxy and the dev server). */
export const LOCAL = { kind: 'local', url: 'http://localhost:8081/api/v1', siteUrl: 'http://localhost:3000' } as const;

/** A collection of the generated configuration, as the tests read it. */
export interface Collection {
  name: string;
  label: string;
  folder?: string;
  files?: { name: string; file: string; fields: CmsField[] }[];
  fields?: CmsField[];
}
