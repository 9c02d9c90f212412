// Builds the site with the example tag ids of scripts/e2eTagIds.ts into dist-e2e/client,
// for the integration specs (the production build, `npm run build` → dist/, stays without tags).
// Usage: npx tsx scripts/build-e2e.ts [--if-stale]
//   --if-stale  skip the build when dist-e2e is newer than every source file.
import path from 'node:path';
import { E2E_DIST, E2E_TAG_ENV } from './e2eTagIds.ts';
import { staleReason } from './sources.mjs';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, E2E_DIST, 'client', 'index.html');
const stale = staleReason(root, marker);

if (process.argv.includes('--if-stale') && !stale) {
  console.log(`${E2E_DIST}/client is up to date.`);
} else {
  Object.assign(process.env, E2E_TAG_ENV);
  const t0 = performance.now();
  // Loaded only when building: the staleness check stays quick.
  const { generateModules } = await import('../cli/commands/generate.ts');
  const { loadContent } = await import('../cli/content/contentSet.ts');
  await generateModules(loadContent(root));
  const { build } = await import('vike/api');
  await build({ viteConfig: { root, logLevel: 'warn', build: { outDir: E2E_DIST } } });
  // The deploy files too (`_headers`, `_redirects`, nginx.conf): the integration server sends the
  // headers this build's tag ids call for, so the tags run under the policy they will meet.
  const { postbuild } = await import('../cli/postbuild/index.ts');
  const { buildEnv, policyInputs } = await import('../cli/policy/inputs.ts');
  const content = loadContent(root);
  const site = content.valid.get('site')!.data as Parameters<typeof policyInputs>[0] & Parameters<typeof postbuild>[1];
  await postbuild(root, site, policyInputs(site, content, buildEnv(root)), path.join(root, E2E_DIST));
  console.log(`built ${E2E_DIST}/client with example tag ids in ${Math.round(performance.now() - t0)} ms`);
}
