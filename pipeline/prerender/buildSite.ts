// First: sets NODE_ENV before the imports below load React.
import './productionReact.ts';
import path from 'node:path';
import { generateAll } from '../generate/index.ts';
import { publishImages } from '../generate/images.ts';
import { printValidation, validateContent } from '../checks/validate.ts';
import { ContentError } from '../core/errors.ts';
import { formatProblem } from '../core/problems.ts';
import { htmlFiles, routeOf } from '../postbuild/builtPages.ts';
import { htmlBudgetProblems, LAYOUT_CONTENT, pageWeights } from '../postbuild/htmlBudget.ts';
import { islandBudgetProblems, readLazyChunks } from '../postbuild/islandBudget.ts';
import { publishIconSprite } from '../postbuild/iconSprite.ts';
import type { LoadedContent } from '../content/contentSet.ts';
import { listRoutes } from '../routes/routes.ts';
import { routeAnchors } from '../routes/anchors.ts';
import { postbuild } from '../postbuild/index.ts';
import { buildEnv, policyInputs } from '../headers/policyInputs.ts';
import { filesFromOutside } from './outsideFiles.ts';
import { renderFailureProblems } from './renderFailure.ts';
import type { SiteConfig } from '../../.generated/types/site.ts';

export interface BuildOptions {
  /** Where the build goes, relative to `root` (`dist`; the integration build uses `dist-e2e`). */
  outDir?: string;
  /**
   * Writes the gzip and brotli copies servers send (true). The integration build, which only the
   * browser tests load (scripts/serve.mjs sends a file as it is when it has no copy), goes without.
   */
  precompress?: boolean;
}

/**
 * validate → generate → prerender → postbuild, each phase timed. The content is read and checked
 * once: the generator works from what validate loaded.
 */
export async function buildSite(root: string, out: (s: string) => void, { outDir = 'dist', precompress = true }: BuildOptions = {}): Promise<void> {
  const t0 = performance.now();
  const dist = path.join(root, outDir);
  const result = validateContent(root);
  if (result.errors > 0) {
    printValidation(result, 'text', out);
    throw new ContentError('The content has errors; nothing was built. Fix the problems listed above and run `npm run build` again.');
  }
  for (const p of result.problems) out(`  ${formatProblem(p)}`);
  out(`validate  ${result.filesChecked} files, ${result.warnings} warnings  ${ms(t0)}`);

  const t1 = performance.now();
  const { content } = result;
  const generated = await generateAll(content);
  const { images } = generated;
  out(`generate  ${generated.modules} modules, ${images.images} raster images (${images.encoded} copies encoded)${generated.settingsChanged ? `, ${generated.settingsFile} updated` : ''}  ${ms(t1)}`);

  // public/ is copied into the build as it is: nothing in it may come from outside the project.
  const outside = filesFromOutside(root);
  if (outside.length)
    throw new ContentError(
      `${outside.length} file(s) under public/ lead outside the project, and the build would publish them:\n${outside.map((f) => `  ${f.file} → ${f.target}`).join('\n')}\nReplace each link with the file itself (npm run validate reports them, rule \`symlink\`).`,
    );

  const t2 = performance.now();
  const { build } = await import('vike/api');
  try {
    await build({ viteConfig: { root, logLevel: 'warn', build: { outDir } } });
  } catch (error) {
    if (process.env.TENETRY_DEBUG && error instanceof Error && error.stack) out(error.stack);
    for (const p of renderFailureProblems(error, content, contentByRoute(root, content))) out(formatProblem(p));
    throw new ContentError('A page could not be prerendered; nothing was published. Fix the problem listed above and run `npm run build` again.');
  }
  const pages = htmlFiles(path.join(dist, 'client'));
  // The image copies the pages name, before postbuild checks every address the pages use.
  const copies = publishImages(root, path.join(dist, 'client'));
  // The icons' drawings in one cached file, before the pages are weighed and their links checked.
  const sprite = publishIconSprite(path.join(dist, 'client'));
  out(`prerender ${pages.length} pages, ${copies} image copies, ${sprite.symbols} icons in ${sprite.href ?? 'no sprite'} → ${outDir}/client  ${ms(t2)}`);

  // Each page's compressed HTML within its budget, reported at the content that fills the page.
  const byRoute = contentByRoute(root, content);
  const sourcesOf = (route: string) => [...(byRoute.get(route) ?? []), ...LAYOUT_CONTENT].flatMap((id) => content.parsed.get(id) ?? []);
  const overBudget = htmlBudgetProblems(
    pageWeights(
      path.join(dist, 'client'),
      pages.map((file) => ({ file, route: routeOf(file) })),
    ),
    sourcesOf,
  );
  // The checker island carries its content in its script: its budget too, at the content.
  const islandOver = islandBudgetProblems(readLazyChunks(dist) ?? {}, path.join(dist, 'client'), (id) => content.parsed.get(id));
  const over = [...overBudget, ...islandOver];
  if (over.length) {
    for (const p of over) out(formatProblem(p));
    throw new ContentError(`${over.length} file(s) are over their byte budget; nothing was published. Shorten the content listed above and run \`npm run build\` again.`);
  }

  // The admin page (pipeline/cms/build.ts): before postbuild, so the deploy config and compression cover it.
  const tAdmin = performance.now();
  const { writeAdmin } = await import('../cms/build.ts');
  const admin = await writeAdmin(root, path.join(dist, 'client'), out);
  out(`admin     ${admin}  ${ms(tAdmin)}`);

  const t3 = performance.now();
  const site = content.valid.get('site')?.data as SiteConfig;
  const post = await postbuild(root, site, policyInputs(site, content, buildEnv(root)), dist, { precompress });
  const compression = post.compressed ? `${post.compressed.files} files precompressed (${post.compressed.cached} from the cache)` : 'no precompressed copies';
  out(`postbuild rss.xml (${post.feedItems} articles), links checked, sitemap (${post.sitemapUrls} URLs), robots.txt, _headers, _redirects, nginx.conf, ${compression}  ${ms(t3)}`);
  out(`built in ${ms(t0)}`);
}

/** The content files (ids) each route's page shows, from the route table. */
function contentByRoute(root: string, content: LoadedContent): Map<string, string[]> {
  const anchors = routeAnchors(
    listRoutes(root),
    content.parsed,
    content.entries.map((e) => e.id),
  );
  return new Map([...anchors].map(([route, a]) => [route, a.contentIds]));
}

function ms(since: number): string {
  return `${Math.round(performance.now() - since)} ms`;
}
