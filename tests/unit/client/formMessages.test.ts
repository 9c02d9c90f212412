import { describe, expect, it } from 'vitest';
import { isTrustedOrigin, submittedFormIdFromDetail, submittedFormIdFromMessage } from '../../../client/forms/messages.ts';

const SITE = 'https://www.tenetry.example.com';
const FORM = '00000000-0000-4000-8000-000000000001';
const submitted = { type: 'hsFormCallback', eventName: 'onFormSubmitted', id: FORM, data: {} };

describe('isTrustedOrigin', () => {
  it.each([
    [SITE, true],
    ['https://forms.hsforms.com', true],
    ['https://js.hsforms.net', true],
    ['https://forms-eu1.hsforms.com', true],
    ['https://hsforms.com', false],
    ['http://forms.hsforms.com', false],
    ['https://forms.hsforms.com:8443', false],
    ['https://forms.hsforms.com.attacker.example', false],
    ['https://evilhsforms.com', false],
    ['https://forms.untrusted.example.net', false],
    ['https://www.tenetry.example.com.attacker.example', false],
    ['null', false],
    ['', false],
    ['not a url', false],
  ])('%s → %s', (origin, trusted) => {
    expect(isTrustedOrigin(origin, SITE)).toBe(trusted);
  });

  it('never trusts an opaque origin, even when the site itself has one (opened from a file)', () => {
    expect(isTrustedOrigin('null', 'null')).toBe(false);
  });
});

describe('submittedFormIdFromMessage', () => {
  it('returns the form id of a trusted form-submitted message', () => {
    expect(submittedFormIdFromMessage({ origin: SITE, data: submitted }, SITE)).toBe(FORM);
    expect(submittedFormIdFromMessage({ origin: 'https://forms.hsforms.com', data: submitted }, SITE)).toBe(FORM);
  });

  it('ignores untrusted origins', () => {
    expect(submittedFormIdFromMessage({ origin: 'https://attacker.example', data: submitted }, SITE)).toBeNull();
  });

  it.each([
    ['another event', { ...submitted, eventName: 'onFormSubmit' }],
    ['the ready event', { ...submitted, eventName: 'onFormReady' }],
    ['another type', { ...submitted, type: 'hsCallback' }],
    ['no form id', { ...submitted, id: undefined }],
    ['an empty form id', { ...submitted, id: '' }],
    ['a numeric form id', { ...submitted, id: 42 }],
    ['a string', JSON.stringify(submitted)],
    ['null', null],
  ])('ignores %s', (_what, data) => {
    expect(submittedFormIdFromMessage({ origin: SITE, data }, SITE)).toBeNull();
  });
});

describe('submittedFormIdFromDetail', () => {
  it('reads the newer embed event’s form id', () => {
    expect(submittedFormIdFromDetail({ formId: FORM, instanceId: 'a1' })).toBe(FORM);
  });

  it.each([[null], [undefined], ['text'], [{}], [{ formId: 7 }], [{ formId: '' }]])('ignores %j', (detail) => {
    expect(submittedFormIdFromDetail(detail)).toBeNull();
  });
});
