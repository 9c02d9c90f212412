/**
 * The brand placeholders of the content: `{product}`, `{company}` and `{companyShort}` in any
 * text of any content file (YAML records, article front matter and bodies) stand for the names in
 * `brand` of `content/site.yaml`, so renaming the company or the product is one edit there. They
 * are filled when the content is loaded (`pipeline/content/contentSet.ts`), so the schemas, the checks
 * and the typed modules all see the published text; `validate` rejects a misspelt one (rule
 * `placeholder`: a misspelt token is left as written).
 */
export interface BrandNames {
  company: string;
  companyShort: string;
  product: string;
}

export const BRAND_PLACEHOLDERS = ['company', 'companyShort', 'product'] as const satisfies readonly (keyof BrandNames)[];

const BRAND_TOKEN = /\{(company|companyShort|product)\}/g;

/**
 * `"{product} in Five Minutes"` → `"Tenetry in Five Minutes"`. In an address (`/…#how-{product}-makes-it-work`)
 * the name is written in lower case, as routes and anchors are. Other `{…}` tokens are left as written.
 */
export function fillBrand(text: string, brand: BrandNames): string {
  const address = /^[/#]/.test(text);
  return text.replace(BRAND_TOKEN, (_, name: keyof BrandNames) => (address ? brand[name].toLowerCase().replace(/[^a-z0-9]+/g, '-') : brand[name]));
}

/** Fills every string of a parsed content value (a copy; the input is not changed). */
export function fillBrandDeep<T>(value: T, brand: BrandNames): T {
  if (typeof value === 'string') return fillBrand(value, brand) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((item) => fillBrandDeep(item, brand)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillBrandDeep(v, brand)])) as T;
  }
  return value;
}

/** The brand names of a parsed site config, or undefined when it has none. */
export function brandNamesOf(site: unknown): BrandNames | undefined {
  const brand = (site as { brand?: Partial<BrandNames> } | undefined)?.brand;
  if (!brand || typeof brand.company !== 'string' || typeof brand.product !== 'string') return undefined;
  return { company: brand.company, product: brand.product, companyShort: typeof brand.companyShort === 'string' ? brand.companyShort : brand.company };
}

/** The placeholders legal copy may use besides the brand names (`components/legal/legalText.ts` fills them). */
export const LEGAL_PLACEHOLDERS = ['formsProvider', 'address', 'email.general', 'email.privacy', 'email.partners'] as const;
