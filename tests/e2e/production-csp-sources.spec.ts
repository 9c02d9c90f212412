import { expect, test } from './fixtures.ts';
import { contentUrls } from '../../pipeline/content/contentUrls.ts';
import { isAbsoluteUrl, loadedUrls, sourcesAllow } from '../../pipeline/headers/htmlSources.ts';
import { loadContent } from '../../pipeline/content/contentSet.ts';
import { cspDirectives } from '../../pipeline/headers/contentSecurityPolicy.ts';
import { scopedPolicies, scopeOf } from '../../pipeline/headers/scopedPolicies.ts';
import { documentOf, pages, policy } from './productionSupport.ts';

// Every absolute image, media and frame URL in the built HTML against the policy the build generated for that page.

const scopes = scopedPolicies(policy);
const directivesOf = (route: string) => cspDirectives(policy, scopeOf(route, scopes));

// One test: every built page is parsed once, and both checks read the URLs it loads.
test('the generated policy allows every absolute image, media and frame URL of every built page, and no content host they do not use', async () => {
  const loadedByPage = pages.map((page) => ({ page, loaded: loadedUrls(documentOf(page)).filter((l) => isAbsoluteUrl(l.url)) }));

  await test.step('every absolute image, media and frame URL of every built page is allowed by the generated policy', () => {
    const found: string[] = [];
    const blocked: string[] = [];
    for (const { page, loaded: urls } of loadedByPage) {
      const directives = directivesOf(page.route);
      for (const loaded of urls) {
        found.push(loaded.url);
        if (!sourcesAllow(directives[loaded.directive], loaded.url)) blocked.push(`${page.file}: ${loaded.from} ${loaded.url} (${loaded.directive} ${directives[loaded.directive].join(' ')})`);
      }
    }
    expect.soft(blocked).toEqual([]);
    // The content's own absolute media and frame addresses are among them (the comparison saw them).
    const content = loadContent(process.cwd());
    const expected = [...content.parsed.values()].flatMap((s) => contentUrls(s)).filter((u) => (u.kind === 'media' || u.kind === 'frame') && isAbsoluteUrl(u.url));
    for (const u of expected) expect.soft(found, u.url).toContain(u.url);
  });

  await test.step('the policy allows no content host the built pages do not use', () => {
    const used = new Set(loadedByPage.flatMap(({ loaded }) => loaded.map((l) => `${l.directive} ${new URL(l.url).origin}`)));
    for (const [directive, origins] of Object.entries(policy.content)) for (const origin of origins) expect.soft(used, `${directive} ${origin}`).toContain(`${directive} ${origin}`);
  });
});
