import { site } from '../../lib/content/site.ts';

/** A piece of legal copy after parsing: plain text, a link, an e-mail address, or a technical name in code style. */
export type TextPart = { type: 'text'; text: string } | { type: 'link'; label: string; href: string } | { type: 'email'; address: string } | { type: 'code'; text: string };

/** Placeholders the legal copy may use, filled from content/site.yaml (one fact, one place). */
export function placeholderValues(): Record<string, TextPart> {
  const { address, brand, email, forms } = site;
  const text = (value: string): TextPart => ({ type: 'text', text: value });
  return {
    company: text(brand.company),
    companyShort: text(brand.companyShort),
    product: text(brand.product),
    formsProvider: text(forms.provider),
    address: text(`${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country === 'US' ? 'USA' : address.country}`),
    'email.general': { type: 'email', address: email.general },
    'email.privacy': { type: 'email', address: email.privacy },
    'email.partners': { type: 'email', address: email.partners },
  };
}

const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\{([A-Za-z]+(?:\.[A-Za-z]+)?)\}|`([^`]+)`/g;

/**
 * Splits legal copy into text, links (`[label](/route)`), placeholders (`{email.privacy}`) and
 * technical names in backticks (a storage key).
 * An unknown placeholder stops the build, so a typo never reaches the page as `{emial.privacy}`.
 */
export function parseLegalText(source: string, values: Record<string, TextPart> = placeholderValues()): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = parts[parts.length - 1];
    if (previous?.type === 'text') previous.text += text;
    else parts.push({ type: 'text', text });
  };
  for (const match of source.matchAll(TOKEN)) {
    pushText(source.slice(last, match.index));
    const [, label, href, key, code] = match;
    if (label !== undefined && href !== undefined) {
      parts.push({ type: 'link', label, href });
    } else if (code !== undefined) {
      parts.push({ type: 'code', text: code });
    } else if (key !== undefined) {
      const value = values[key];
      if (!value)
        throw new Error(
          `Unknown placeholder \`{${key}}\` in legal copy: use one of ${Object.keys(values)
            .map((k) => `{${k}}`)
            .join(', ')}.`,
        );
      if (value.type === 'text') pushText(value.text);
      else parts.push({ ...value });
    }
    last = match.index + match[0].length;
  }
  pushText(source.slice(last));
  return parts;
}
