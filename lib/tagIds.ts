/**
 * The ids of the advertising and analytics tags, read at build time from `PUBLIC_*` environment
 * variables (docs/integrations.md). An unset id means its tag never loads. A malformed id is an
 * error: the build stops rather than shipping a tag that silently never reports.
 */
export interface TagIds {
  /** The Google tag (GA4 `G-…`, or a Google tag `GT-…`): analytics. */
  gtagId?: string;
  /** The Google Ads account (`AW-…`): conversions. */
  adsId?: string;
  /** The Google Ads conversion label of a contact-form submission. */
  adsContactLabel?: string;
  /** The Google Ads conversion label of a newsletter subscription. */
  adsNewsletterLabel?: string;
  /** The Meta pixel id (digits). */
  metaPixelId?: string;
}

/** Environment variable → field, with the shape each value must have. */
export const TAG_ENV = {
  PUBLIC_GTAG_ID: { field: 'gtagId', pattern: /^(G|GT)-[A-Z0-9]{4,20}$/, example: 'G-AB12CD34EF' },
  PUBLIC_GOOGLE_ADS_ID: { field: 'adsId', pattern: /^AW-\d{6,15}$/, example: 'AW-123456789' },
  PUBLIC_GOOGLE_ADS_CONTACT_LABEL: { field: 'adsContactLabel', pattern: /^[A-Za-z0-9_-]{4,40}$/, example: 'AbC-D_efG12' },
  PUBLIC_GOOGLE_ADS_NEWSLETTER_LABEL: { field: 'adsNewsletterLabel', pattern: /^[A-Za-z0-9_-]{4,40}$/, example: 'HiJ-K_lmN34' },
  PUBLIC_META_PIXEL_ID: { field: 'metaPixelId', pattern: /^\d{10,20}$/, example: '123456789012345' },
} as const satisfies Record<string, { field: keyof TagIds; pattern: RegExp; example: string }>;

export type TagEnvName = keyof typeof TAG_ENV;
export type TagEnv = Partial<Record<TagEnvName, string | undefined>>;

/** The well-formed tag ids among environment values; blank or malformed means unset. */
export function readTagIds(env: TagEnv): TagIds {
  const ids: TagIds = {};
  for (const [name, rule] of Object.entries(TAG_ENV) as [TagEnvName, (typeof TAG_ENV)[TagEnvName]][]) {
    const value = env[name]?.trim();
    if (value && rule.pattern.test(value)) ids[rule.field] = value;
  }
  return ids;
}

/** What is wrong with the environment's tag ids, one message per problem (the build stops on any). */
export function tagIdProblems(env: TagEnv): string[] {
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(TAG_ENV) as [TagEnvName, (typeof TAG_ENV)[TagEnvName]][]) {
    const value = env[name]?.trim();
    if (value && !rule.pattern.test(value)) {
      problems.push(`\`${name}\` is \`${value}\`, which is not a valid id; expected the form \`${rule.example}\`. Fix or unset it and build again.`);
    }
  }
  const ids = readTagIds(env);
  if ((ids.adsContactLabel || ids.adsNewsletterLabel) && !ids.adsId) {
    problems.push('A Google Ads conversion label is set but `PUBLIC_GOOGLE_ADS_ID` is not: the conversions would go nowhere. Set `PUBLIC_GOOGLE_ADS_ID` (AW-…) or unset the labels.');
  }
  return problems;
}
