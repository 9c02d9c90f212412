/**
 * The web manifest (`/site.webmanifest`), made from the site config at build time (and served by
 * the dev server), so that renaming the company or the product in `content/site.yaml` renames the
 * installed site too: there is no copy in `public/` to forget. Pure data, no imports.
 */

/** Where the pages link the manifest (`<link rel="manifest">`). */
export const WEB_MANIFEST_PATH = '/site.webmanifest';

/** The browser's colour for the site's frame: the ink of the header (`--color-ink-950`, styles/theme.css). */
export const THEME_COLOR = '#0a131b';

/** The names the manifest shows, from `brand` in `content/site.yaml`. */
export interface ManifestBrand {
  companyShort: string;
  product: string;
  tagline: string;
}

/** The manifest's text: the company's short name, the product as the short name, the tagline; the icons of `public/icons/`. */
export function renderWebManifest(brand: ManifestBrand): string {
  const manifest = {
    name: brand.companyShort,
    short_name: brand.product,
    description: brand.tagline,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return JSON.stringify(manifest, null, 2) + '\n';
}
