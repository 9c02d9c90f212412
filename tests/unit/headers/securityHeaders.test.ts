import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives } from '../../../pipeline/headers/contentSecurityPolicy.ts';
import { DIRECTIVES } from '../../../pipeline/headers/cspBasePolicy.ts';
import type { PolicyInputs } from '../../../pipeline/headers/policyInputs.ts';
import { formRouteProblems, formRoutes, formsScope, scopedPolicies, scopeOf } from '../../../pipeline/headers/scopedPolicies.ts';
import { PERMISSIONS_POLICY, securityHeaders } from '../../../pipeline/headers/securityHeaders.ts';
import { thirdParties } from '../../../pipeline/headers/thirdParties.ts';

const NO_CONTENT = { 'img-src': [], 'media-src': [], 'frame-src': [] };
const ALL_TAGS = { gtagId: 'G-AB12CD34EF', adsId: 'AW-123456789', adsContactLabel: 'AbC-D_efG12', metaPixelId: '123456789012345' };
const inputs = (over: Partial<PolicyInputs> = {}): PolicyInputs => ({ forms: { provider: 'HubSpot', region: 'na1' }, tags: ALL_TAGS, content: NO_CONTENT, ...over });
const hubspot = inputs();
const hubspotEu = inputs({ forms: { provider: 'HubSpot', region: 'eu1' } });
const noForms = inputs({ forms: { provider: 'None', region: 'na1' } as unknown as PolicyInputs['forms'] });
const noTags = inputs({ tags: {} });
/** The policy of a page with a form (`/contact` here). */
const FORM_PAGES = ['/contact'];
const withForm = (over: Partial<PolicyInputs> = {}) => formsScope(inputs(over), FORM_PAGES);

/** Script hosts that serve JSONP or arbitrary scripts (CSP bypasses), per the CSP Evaluator's lists. */
const KNOWN_BYPASSES = ['https://www.google.com', 'https://google.com', 'https://googleads.g.doubleclick.net', 'https://ajax.googleapis.com', 'https://www.gstatic.com', 'https://*.google.com'];

describe('the Content-Security-Policy', () => {
  it('allows scripts from this origin and the configured tags only: nothing inline, no eval, no wildcard, no known bypass host', () => {
    const scripts = cspDirectives(hubspot, withForm())['script-src'];
    expect(scripts[0]).toBe("'self'");
    expect(scripts).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://connect.facebook.net', 'https://js.hsforms.net']);
    expect(cspDirectives(hubspot)['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://connect.facebook.net']);
    expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|sha256-|\*|https:(?!\/\/)|data:/);
    for (const bypass of KNOWN_BYPASSES) expect(scripts).not.toContain(bypass);
  });

  it('allows no tag host at all in a build without tag ids', () => {
    const policy = contentSecurityPolicy(noTags);
    expect(policy).not.toMatch(/google|doubleclick|facebook/);
    expect(contentSecurityPolicy(noTags, withForm({ tags: {} }))).not.toMatch(/google|doubleclick|facebook/);
    expect(thirdParties(noTags)).toEqual([]);
  });

  it('allows each tag’s hosts only with its id: GA4 without Ads has no ad host', () => {
    const ga = contentSecurityPolicy(inputs({ tags: { gtagId: 'G-AB12CD34EF' } }));
    expect(ga).toContain('https://www.googletagmanager.com');
    expect(ga).not.toMatch(/doubleclick|googleadservices|facebook/);
    expect(cspDirectives(inputs({ tags: { gtagId: 'G-AB12CD34EF' } }))['connect-src']).toContain('https://www.google.com');
    const meta = cspDirectives(inputs({ tags: { metaPixelId: '123456789012345' } }));
    expect(meta['script-src']).toEqual(["'self'", 'https://connect.facebook.net']);
    const ads = cspDirectives(inputs({ tags: { adsId: 'AW-123456789' } }));
    expect(ads['script-src']).toContain('https://www.googletagmanager.com');
    expect(ads['frame-src']).toContain('https://td.doubleclick.net');
  });

  it('takes images, media and frames from the hosts the content uses, and frames nothing when it uses none', () => {
    const content = { 'img-src': ['https://images.example.org'], 'media-src': ['https://media.example.org'], 'frame-src': ['https://www.youtube-nocookie.com'] };
    const d = cspDirectives(inputs({ tags: {}, forms: { provider: 'None' } as unknown as PolicyInputs['forms'], content }));
    expect(d['media-src']).toEqual(["'self'", 'https://media.example.org']);
    expect(d['img-src']).toEqual(["'self'", 'https://images.example.org']);
    expect(d['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(cspDirectives(inputs({ tags: {}, forms: { provider: 'None' } as unknown as PolicyInputs['forms'] }))['frame-src']).toEqual(["'none'"]);
    expect(cspDirectives(hubspot)['frame-src']).not.toContain('https://www.youtube.com');
  });

  it('may not be framed itself, and runs no plugins', () => {
    const d = cspDirectives(hubspot);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
  });

  it('follows the site config: HubSpot hosts (and its inline form styles) only while HubSpot is the forms provider', () => {
    expect(contentSecurityPolicy(hubspot, withForm())).toContain('hsforms');
    expect(cspDirectives(hubspot, withForm())['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(cspDirectives(hubspotEu, formsScope(hubspotEu, FORM_PAGES))['script-src']).toContain('https://js-eu1.hsforms.net');
    expect(formsScope(noForms, FORM_PAGES)).toBeUndefined();
    expect(scopedPolicies(noForms, FORM_PAGES).some((scope) => 'paths' in scope)).toBe(false);
    expect(contentSecurityPolicy(noForms)).not.toMatch(/hsforms|hubspot/);
    expect(cspDirectives(noForms)['style-src']).toEqual(["'self'"]);
    expect(cspDirectives(noForms)['form-action']).toEqual(["'self'"]);
  });

  it('gives the forms provider to the pages with a form only: every other page keeps the strict policy (no inline style, no form posts off the site)', () => {
    const site = cspDirectives(hubspot);
    expect(contentSecurityPolicy(hubspot)).not.toMatch(/hsforms|hubspot|unsafe-inline/);
    expect(site['style-src']).toEqual(["'self'"]);
    expect(site['form-action']).toEqual(["'self'"]);
    const form = cspDirectives(hubspot, withForm());
    expect(form['form-action']).toEqual(["'self'", 'https://*.hsforms.com']);
    expect(form['frame-src']).toContain('https://*.hsforms.com');
    // The form page's policy is the site's plus the provider: the tags stay on it.
    for (const [directive, sources] of Object.entries(site)) expect(form[directive as keyof typeof form]).toEqual(expect.arrayContaining(sources));
  });

  it('never links the scheduler, application or press hosts: links need no policy entry', () => {
    expect(contentSecurityPolicy(hubspot)).not.toMatch(/meetings\.|app\.|news\./);
  });

  it('lists each source once per directive, in a stable order', () => {
    for (const sources of Object.values(cspDirectives(hubspot, withForm()))) expect(new Set(sources).size).toBe(sources.length);
    expect(contentSecurityPolicy(hubspot)).toBe(contentSecurityPolicy(hubspot));
    expect(contentSecurityPolicy(hubspot)).toMatch(/^default-src 'self'; script-src 'self' /);
    expect(contentSecurityPolicy(hubspot)).toMatch(/; upgrade-insecure-requests$/);
  });

  it('leaves out a directive whose sources are those it falls back to, and writes out those without a fallback', () => {
    const strict = contentSecurityPolicy(noTags);
    // Nothing but 'self' for scripts, styles, images, fonts, connections and manifests: default-src says it.
    expect(strict).toBe("default-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests");
    // worker-src falls back to script-src: written out as soon as script-src allows another host.
    const form = contentSecurityPolicy(noTags, withForm({ tags: {} }));
    expect(form).toContain("script-src 'self' https://js.hsforms.net;");
    expect(form).toContain("worker-src 'self';");
    expect(form).not.toMatch(/font-src|manifest-src/);
    // The directives left out resolve to the same sources as written.
    const header = new Map(form.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
    const full = cspDirectives(noTags, withForm({ tags: {} }));
    const fallback: Record<string, string> = { 'worker-src': 'script-src' };
    const effective = (name: string): string[] => header.get(name) ?? effective(fallback[name] ?? 'default-src');
    for (const [name, sources] of Object.entries(full)) expect(effective(name), name).toEqual(sources);
  });

  it('reports violations only when an endpoint is configured (off by default)', () => {
    expect(contentSecurityPolicy(hubspot)).not.toMatch(/report-/);
    expect(securityHeaders(hubspot).map(([n]) => n)).not.toContain('Reporting-Endpoints');
    const reporting = inputs({ reportEndpoint: 'https://reports.example.org/csp' });
    expect(contentSecurityPolicy(reporting)).toMatch(/; upgrade-insecure-requests; report-uri https:\/\/reports\.example\.org\/csp; report-to csp$/);
    expect(Object.fromEntries(securityHeaders(reporting))['Reporting-Endpoints']).toBe('csp="https://reports.example.org/csp"');
  });

  it('names a purpose for every third party', () => {
    for (const party of thirdParties(hubspot)) expect(party.purpose.length).toBeGreaterThan(10);
  });

  it('finds the scope of a served path: exact page paths, or a prefix with its own page', () => {
    const scopes = scopedPolicies({ ...hubspot, contentManager: true }, ['/contact', '/resources/newsletter']);
    expect(scopeOf('/contact', scopes)).toBe(scopes[0]);
    expect(scopeOf('/resources/newsletter', scopes)).toBe(scopes[0]);
    for (const other of ['/', '/about', '/contact/', '/contact.html', '/CONTACT', '/contact%0d%0a', '/contact\r\n', '/resources', '/contact/x']) expect(scopeOf(other, scopes), other).toBeUndefined();
    expect(scopeOf('/admin', scopes)).toMatchObject({ prefix: '/admin/' });
    expect(scopeOf('/admin/config.yml', scopes)).toMatchObject({ prefix: '/admin/' });
    // With online editing off, /admin is an unknown path with the site's policy.
    const off = scopedPolicies({ ...hubspot, contentManager: false }, ['/contact']);
    expect(scopeOf('/admin', off)).toBeUndefined();
    expect(scopeOf('/admin/config.yml', off)).toBeUndefined();
  });

  it('adds a scoped policy’s sources for its paths only', () => {
    const scope = { prefix: '/admin/', why: 'The editors’ app', sources: { 'script-src': ['https://unpkg.example.org'] } };
    expect(cspDirectives(hubspot, scope)['script-src']).toContain('https://unpkg.example.org');
    expect(cspDirectives(hubspot)['script-src']).not.toContain('https://unpkg.example.org');
  });
});

describe('the pages with a form', () => {
  it('are the routes the route table declares with `forms: true`, and only fixed paths', () => {
    expect(formRoutes({ a: { pattern: '/contact', forms: true }, b: { pattern: '/about' }, c: { pattern: '/resources/newsletter', forms: true } })).toEqual(['/contact', '/resources/newsletter']);
    expect(() => formRoutes({ a: { pattern: '/industries/@slug', forms: true } })).toThrow(/\/industries\/@slug[\s\S]*exact path/);
    // Today's table declares some, each a fixed path.
    for (const route of formRoutes()) expect(route).toMatch(/^\/[^@]*$/);
  });

  it('must agree with the built pages: the build names each page whose form and route disagree', () => {
    const pages = [
      { route: '/contact', forms: true },
      { route: '/about', forms: false },
      { route: '/pricing', forms: true },
    ];
    expect(formRouteProblems(pages, ['/contact'])).toEqual([expect.stringMatching(/^\/pricing renders a form .* does not declare `forms: true`/)]);
    expect(formRouteProblems(pages, ['/contact', '/pricing', '/about'])).toEqual([expect.stringMatching(/^\/about declares `forms: true` .* renders no form/)]);
    expect(formRouteProblems(pages, ['/contact', '/pricing', '/gone'])).toEqual([expect.stringMatching(/^\/gone declares .* no page/)]);
    expect(formRouteProblems(pages, ['/contact', '/pricing'])).toEqual([]);
  });
});

describe('the security headers', () => {
  it('are the CSP, HSTS, nosniff, the referrer and permissions policies, a frame ban and window isolation', () => {
    const headers = Object.fromEntries(securityHeaders(hubspot));
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('switch off the powerful features the site never uses, and lend only playback features to the video player', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    expect(PERMISSIONS_POLICY).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    expect(PERMISSIONS_POLICY).not.toMatch(/interest-cohort/);
  });
});

describe('the policy is rendered from known directives and checked sources', () => {
  it.each([
    'https://media.example.com;script-src',
    'https://media.example.com; script-src https://evil.example',
    'https://*',
    '*',
    "https://a.example.org'",
    'https://a.example.org https://b.example.org',
    'https://a.example.org,script-src',
    'http://a.example.org',
    'https://a.example.org\nX-Injected: 1',
  ])('refuses the content source %j instead of writing it', (source) => {
    const bad = inputs({ content: { ...NO_CONTENT, 'media-src': [source] } });
    expect(() => contentSecurityPolicy(bad)).toThrow(/not a keyword, a scheme or an https:\/\/ host/);
  });

  it("every rendered directive is a known one and every third party's source passes", () => {
    const policy = contentSecurityPolicy(inputs({ content: { 'img-src': ['https://img.example.org'], 'media-src': ['https://media.example.org:8443'], 'frame-src': [] } }), withForm());
    const names = policy.split('; ').map((d) => d.split(' ')[0]);
    for (const name of names) expect([...DIRECTIVES, 'upgrade-insecure-requests'], name).toContain(name);
    expect(policy).toContain('media-src');
  });
});

it('a third party naming a directive the policy does not write stops the render', () => {
  const bad = inputs({ content: { ...NO_CONTENT, 'script-src; x': ['https://a.example.org'] } as unknown as PolicyInputs['content'] });
  expect(() => contentSecurityPolicy(bad)).toThrow(/not one the policy writes/);
});
