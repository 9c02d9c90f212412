// Builds the site with the example tag ids of scripts/e2eTagIds.ts into dist-e2e/client,
// for the integration specs (the production build, `npm run build` → dist/, stays without tags).
// The same build as `npm run build` (pipeline/prerender/buildSite.ts), with the tag ids in the environment
// and without the gzip and brotli copies (scripts/serve.mjs sends the files as they are).
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
  // Loaded only when building: the staleness check stays quick.
  const { buildSite } = await import('../pipeline/prerender/buildSite.ts');
  await buildSite(root, (line) => console.log(line), { outDir: E2E_DIST, precompress: false });
}
