import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

interface FormsConfig {
  region: string;
  portalId: string;
  contactFormId: string;
  newsletters: { key: string; name: string; formId: string }[];
}

/** The forms provider's settings and the e-mail address, read from content/site.yaml (the one place they live). */
const site = YAML.parse(readFileSync(path.join(import.meta.dirname, '../../../content/site.yaml'), 'utf8')) as {
  forms: FormsConfig;
  email: { general: string };
};

/** The forms settings, with the newsletters by key. */
export const forms = { ...site.forms, newsletters: Object.fromEntries(site.forms.newsletters.map((n) => [n.key, n])) as Record<string, { key: string; name: string; formId: string }> };
export const generalEmail = site.email.general;
export const newsletterKeys = Object.keys(forms.newsletters);

/** What the forms' fallback says (content/form-messages.yaml). */
export const formFallback = (YAML.parse(readFileSync(path.join(import.meta.dirname, '../../../content/form-messages.yaml'), 'utf8')) as { fallback: { title: string } }).fallback;
