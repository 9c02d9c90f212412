import { describe, expect, it } from 'vitest';
import { embedSettings, FORM_RENDER_TIMEOUT_MS, providerScriptUrl, renderTimeoutMs } from '../../../client/forms/settings.ts';

const FORM = '00000000-0000-4000-8000-000000000001';

describe('providerScriptUrl', () => {
  it('uses js.hsforms.net for the default region and a regional host otherwise', () => {
    expect(providerScriptUrl('na1')).toBe('https://js.hsforms.net/forms/embed/v2.js');
    expect(providerScriptUrl('')).toBe('https://js.hsforms.net/forms/embed/v2.js');
    expect(providerScriptUrl('eu1')).toBe('https://js-eu1.hsforms.net/forms/embed/v2.js');
  });

  it('refuses anything that is not a region name', () => {
    expect(providerScriptUrl('eu1.attacker.example/x')).toBeNull();
    expect(providerScriptUrl('EU1')).toBeNull();
  });
});

describe('embedSettings', () => {
  it('returns the settings and the script of the region', () => {
    expect(embedSettings({ region: 'na1', portalId: '00000000', formId: FORM })).toEqual({
      region: 'na1',
      portalId: '00000000',
      formId: FORM,
      scriptUrl: 'https://js.hsforms.net/forms/embed/v2.js',
    });
  });

  it.each([
    ['no form id', { region: 'na1', portalId: '123', formId: null }],
    ['no portal id', { region: 'na1', portalId: '', formId: FORM }],
    ['a malformed form id', { region: 'na1', portalId: '123', formId: 'contact' }],
    ['a malformed portal id', { region: 'na1', portalId: '12a', formId: FORM }],
    ['an unknown region', { region: 'mars', portalId: '123', formId: FORM }],
  ])('is null (not configured) with %s', (_what, raw) => {
    expect(embedSettings(raw)).toBeNull();
  });
});

describe('renderTimeoutMs', () => {
  it('waits six seconds by default', () => {
    expect(FORM_RENDER_TIMEOUT_MS).toBe(6000);
    expect(renderTimeoutMs('')).toBe(6000);
  });

  it('takes formTimeoutMs from the query when it is a whole number from 100 to 60000', () => {
    expect(renderTimeoutMs('?formTimeoutMs=500')).toBe(500);
    expect(renderTimeoutMs('?a=1&formTimeoutMs=60000')).toBe(60000);
  });

  it.each(['?formTimeoutMs=5', '?formTimeoutMs=600000', '?formTimeoutMs=-1', '?formTimeoutMs=1e3', '?formTimeoutMs='])('ignores %s', (search) => {
    expect(renderTimeoutMs(search)).toBe(6000);
  });
});
