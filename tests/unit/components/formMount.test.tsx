import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormMount } from '../../../components/forms/FormMount.tsx';
import messages from '../../../.generated/content/form-messages.ts';
import site from '../../../.generated/content/site.ts';
import { newsletterForms } from '../../../lib/content/site.ts';

/** The last newsletter, so that a mount that ignored its key and chose the first would fail. */
const chosenKey = site.forms.newsletters.at(-1)!.key;

/** The markup, and the attributes of its outer element (the mount). */
function mountOf(form: 'contact' | 'newsletter'): { html: string; attrs: Record<string, string> } {
  const html = renderToStaticMarkup(form === 'contact' ? <FormMount form="contact" /> : <FormMount form="newsletter" newsletterKey={chosenKey} />);
  const open = html.slice(0, html.indexOf('>') + 1);
  const attrs = Object.fromEntries([...open.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  return { html, attrs };
}

describe('FormMount', () => {
  it('carries the contact form’s provider settings and confirmation', () => {
    const { html, attrs } = mountOf('contact');
    expect(attrs).toMatchObject({
      'data-form-mount': 'contact',
      'data-region': site.forms.region,
      'data-portal-id': site.forms.portalId,
      'data-form-id': site.forms.contactFormId,
      'data-confirm-title': messages.confirmation.contact.title,
    });
    expect(html).toContain(`href="mailto:${site.email.general}"`);
    expect(html).toMatch(/data-form-fallback="true" hidden=""/);
  });

  it('carries each newsletter’s form id and a confirmation naming it', () => {
    const { attrs } = mountOf('newsletter');
    expect(attrs['data-newsletter-key']).toBe(chosenKey);
    for (const newsletter of newsletterForms()) {
      const { key } = newsletter;
      expect(attrs[`data-form-id-${key}`]).toBe(newsletter.formId);
      expect(attrs[`data-confirm-title-${key}`]).toBe(`You are subscribed to ${newsletter.name}.`);
    }
  });
});

describe('FormMount without JavaScript', () => {
  it('carries the e-mail fallback in a <noscript>, so it shows when the form cannot load at all', () => {
    const { html } = mountOf('contact');
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain(`href="mailto:${site.email.general}"`);
    expect(noscript).toContain(messages.fallback.title);
  });
});
