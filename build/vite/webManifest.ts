import type { Plugin } from 'vite';
import { renderWebManifest, WEB_MANIFEST_PATH, type ManifestBrand } from '../../lib/webManifest.ts';

/**
 * The dev server serves the web manifest as the build writes it (pipeline/postbuild), from the site
 * config as it is now: there is no copy of it in `public/`.
 */
export function webManifest(): Plugin {
  return {
    name: 'site:web-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(WEB_MANIFEST_PATH, (_req, res, next) => {
        import('../../pipeline/content/contentSet.ts')
          .then(({ loadContent }) => {
            const brand = (loadContent(server.config.root, (e) => e.id === 'site').valid.get('site')?.data as { brand?: ManifestBrand } | undefined)?.brand;
            // A site config with errors: validate's overlay says what to fix; the manifest waits for it.
            if (!brand) return next();
            res.setHeader('Content-Type', 'application/manifest+json');
            res.end(renderWebManifest(brand));
          })
          .catch(next);
      });
    },
  };
}
