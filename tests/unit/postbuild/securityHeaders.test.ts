import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives, PERMISSIONS_POLICY, securityHeaders, thirdParties } from '../../../cli/postbuild/securityHeaders.ts';

const hubspot = { forms: { provider: 'HubSpot', region: 'na1' } } as Parameters<typeof thirdParties>[0];
const hubspotEu = { forms: { provider: 'HubSpot', region: 'eu1' } } as Parameters<typeof thirdParties>[0];
const noForms = { forms: { provider: 'None', region: 'na1' } } as unknown as Parameters<typeof thirdParties>[0];

describe('the Content-Security-Policy', () => {
  it('allows scripts from this origin and the configured tags only: nothing inline, no eval', () => {
    const scripts = cspDirectives(hubspot)['script-src'];
    expect(scripts[0]).toBe("'self'");
    expect(scripts).toEqual(expect.arrayContaining(['https://*.googletagmanager.com', 'https://connect.facebook.net', 'https://js.hsforms.net']));
    expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|sha256-|\*(?!\.)|https:(?!\/\/)|data:/);
  });

  it('frames only the no-cookie video player and the tag and form hosts, and may not be framed itself', () => {
    const d = cspDirectives(hubspot);
    expect(d['frame-src']).toContain('https://www.youtube-nocookie.com');
    expect(d['frame-src']).not.toContain('https://www.youtube.com');
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
  });

  it('follows the site config: HubSpot hosts (and its inline form styles) only while HubSpot is the forms provider', () => {
    expect(contentSecurityPolicy(hubspot)).toContain('hsforms');
    expect(cspDirectives(hubspot)['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(cspDirectives(hubspotEu)['script-src']).toContain('https://js-eu1.hsforms.net');
    expect(contentSecurityPolicy(noForms)).not.toMatch(/hsforms|hubspot/);
    expect(cspDirectives(noForms)['style-src']).toEqual(["'self'"]);
    expect(cspDirectives(noForms)['form-action']).toEqual(["'self'"]);
  });

  it('never links the scheduler, application or press hosts: links need no policy entry', () => {
    const policy = contentSecurityPolicy(hubspot);
    expect(policy).not.toMatch(/meetings\.|app\.|news\./);
  });

  it('lists each source once per directive, in a stable order', () => {
    for (const sources of Object.values(cspDirectives(hubspot))) expect(new Set(sources).size).toBe(sources.length);
    expect(contentSecurityPolicy(hubspot)).toBe(contentSecurityPolicy(hubspot));
    expect(contentSecurityPolicy(hubspot)).toMatch(/^default-src 'self'; script-src 'self' /);
    expect(contentSecurityPolicy(hubspot)).toMatch(/; upgrade-insecure-requests$/);
  });

  it('names a purpose for every third party', () => {
    for (const party of thirdParties(hubspot)) expect(party.purpose.length).toBeGreaterThan(10);
  });
});

describe('the security headers', () => {
  it('are the CSP, HSTS, nosniff, the referrer and permissions policies and a frame ban', () => {
    const headers = Object.fromEntries(securityHeaders(hubspot));
    expect(Object.keys(headers)).toEqual(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options']);
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('switch off the powerful features the site never uses, and lend only playback features to the video player', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    expect(PERMISSIONS_POLICY).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    expect(PERMISSIONS_POLICY).not.toMatch(/interest-cohort/);
  });
});
