import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { IMAGES_URL } from '../../lib/images/responsiveImage.ts';
import { IMAGE_CACHE } from '../../pipeline/generate/images.ts';

const COPY_NAME = /^[a-z0-9-]+-\d+\.[0-9a-f]{10}\.(avif|webp|png|jpg)$/;
const MIME: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/**
 * The dev server (`npm run dev`, `npm run cms`) serves the image copies `generate` made (`/_images/…`)
 * from their cache, as the build publishes them; only names of the copies' own form are answered.
 */
export function imageCopies(): Plugin {
  return {
    name: 'site:image-copies',
    apply: 'serve',
    configureServer(server) {
      const dir = path.join(server.config.root, IMAGE_CACHE);
      server.middlewares.use(IMAGES_URL, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        const file = path.join(dir, name);
        if (!COPY_NAME.test(name) || !existsSync(file)) return next();
        res.setHeader('Content-Type', MIME[name.split('.').pop()!]!);
        createReadStream(file).pipe(res);
      });
    },
  };
}
