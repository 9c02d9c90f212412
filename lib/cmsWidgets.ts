/**
 * The Decap CMS widgets the generated forms use (pipeline/cms/fields.ts writes them, the admin page
 * registers them: admin/decap.ts). `hidden` is Decap's own; the others are packages of their own.
 */
export const CMS_WIDGETS = ['string', 'text', 'number', 'boolean', 'select', 'datetime', 'image', 'list', 'object', 'markdown', 'hidden'] as const;
export type CmsWidget = (typeof CMS_WIDGETS)[number];
