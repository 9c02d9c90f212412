import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import type { Plugin, UserConfig } from 'vite';
import { contentWatch } from './build/vite/contentWatch.ts';
import { imageCopies } from './build/vite/imageCopies.ts';
import { scopeConsentVariables } from './build/vite/scopeConsentVariables.ts';
import { showUnpublished } from './build/vite/showUnpublished.ts';
import { webManifest } from './build/vite/webManifest.ts';
import { lazyChunks } from './build/vite/lazyChunks.ts';
import { tagIdProblems } from './lib/tagIds.ts';

/** Stops the build when a `PUBLIC_*` tag id is malformed (docs/integrations.md). */
function tagIds(): Plugin {
  return {
    name: 'site:tag-ids',
    configResolved(config) {
      const problems = tagIdProblems(config.env);
      if (problems.length) throw new Error(`The tag ids are not valid:\n  ${problems.join('\n  ')}`);
    },
  };
}

export default {
  plugins: [vike(), tailwindcss(), tagIds(), contentWatch(), showUnpublished(), imageCopies(), webManifest(), lazyChunks()],
  // Build-time variables the client may read: only PUBLIC_* (the tag ids), never anything else.
  envPrefix: 'PUBLIC_',
  // The consent library's stylesheet restyles only its banner when it arrives, not the whole page.
  css: { postcss: { plugins: [scopeConsentVariables()] } },
  build: {
    // Small pages: keep CSS in one file per page and never inline assets into JS as base64.
    assetsInlineLimit: 0,
  },
} satisfies UserConfig;
