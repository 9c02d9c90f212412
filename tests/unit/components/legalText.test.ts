import { describe, expect, it } from 'vitest';
import { parseLegalText, type TextPart } from '../../../components/legal/legalText.ts';

const values: Record<string, TextPart> = {
  company: { type: 'text', text: 'Example Co.' },
  'email.privacy': { type: 'email', address: 'privacy@example.com' },
};

describe('parseLegalText', () => {
  it('keeps plain text as one part', () => {
    expect(parseLegalText('No links here.', values)).toEqual([{ type: 'text', text: 'No links here.' }]);
  });

  it('turns [label](/route) into a link', () => {
    expect(parseLegalText('Read our [Terms of Service](/terms) first.', values)).toEqual([
      { type: 'text', text: 'Read our ' },
      { type: 'link', label: 'Terms of Service', href: '/terms' },
      { type: 'text', text: ' first.' },
    ]);
  });

  it('fills text placeholders into the surrounding text', () => {
    expect(parseLegalText('Provided by {company}, in the USA.', values)).toEqual([{ type: 'text', text: 'Provided by Example Co., in the USA.' }]);
  });

  it('turns e-mail placeholders into e-mail parts', () => {
    expect(parseLegalText('Write to {email.privacy}.', values)).toEqual([
      { type: 'text', text: 'Write to ' },
      { type: 'email', address: 'privacy@example.com' },
      { type: 'text', text: '.' },
    ]);
  });

  it('marks backticked names as code', () => {
    expect(parseLegalText('under the key `cookieConsent`', values)).toEqual([
      { type: 'text', text: 'under the key ' },
      { type: 'code', text: 'cookieConsent' },
    ]);
  });

  it('stops on an unknown placeholder and names the known ones', () => {
    expect(() => parseLegalText('Write to {emial.privacy}.', values)).toThrow(/Unknown placeholder `\{emial\.privacy\}`.*\{company\}, \{email\.privacy\}/);
  });

  it('fills the site placeholders from content/site.yaml by default', () => {
    const parts = parseLegalText('{company} at {address}; {email.general}');
    expect(parts[0]).toEqual({ type: 'text', text: expect.stringMatching(/^Tenetry Systems, Inc\. at .+, USA; $/) });
    expect(parts[1]).toEqual({ type: 'email', address: expect.stringContaining('@') });
  });
});
