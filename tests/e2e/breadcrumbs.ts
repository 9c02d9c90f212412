import navigation from '#content/navigation';
import site from '#content/site';
import { crumbName, routePath, type RouteKey } from '../../lib/routes.ts';
import { breadcrumbsOf, navigationsNamed, text, texts, type Document } from './builtDocument.ts';
import { expect } from './fixtures.ts';

export interface Crumb {
  name: string;
  /** A route of this site (`/industries`). */
  path: string;
}

/**
 * Routes from Home as a trail names them: each by the navigation's name for it (content/navigation.yaml,
 * read by `crumbName`, whose rules tests/unit/lib/routes.test.ts holds on fixtures), so renaming a menu
 * item renames the crumb the tests expect.
 */
export function trailOf(...keys: RouteKey[]): Crumb[] {
  return keys.map((key) => ({ name: crumbName(key, navigation), path: routePath(key) }));
}

/**
 * The page's breadcrumb, in its structured data and, past Home, on the page: every crumb a link to
 * its page but the last, which is the page itself (`aria-current`), unless the page is no crumb of
 * its own (an article, named by its h1: `endsAtPage: false`), where every crumb is a link.
 */
export function expectBreadcrumb(doc: Document, trail: readonly Crumb[], { endsAtPage = true } = {}): void {
  expect.soft(breadcrumbsOf(doc), 'the BreadcrumbList').toEqual(trail.map(({ name, path }) => ({ name, item: new URL(path, `${site.siteUrl}/`).href })));
  const shown = navigationsNamed(doc, site.ui.breadcrumb);
  if (trail.length < 2) {
    expect.soft(shown, 'no visible trail of Home alone').toHaveLength(0);
    return;
  }
  expect.soft(shown, 'one visible trail').toHaveLength(1);
  const [nav] = shown;
  if (!nav) return;
  const links = endsAtPage ? trail.slice(0, -1) : trail;
  expect
    .soft(
      [...nav.querySelectorAll('a[href]')].map((a) => ({ name: text(a), path: a.getAttribute('href') })),
      'the trail’s links',
    )
    .toEqual(links.map(({ name, path }) => ({ name, path })));
  expect.soft(texts(nav, '[aria-current="page"]'), 'the current page').toEqual(endsAtPage ? [trail.at(-1)!.name] : []);
}
