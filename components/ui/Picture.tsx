import type { ReactElement } from 'react';
import { responsiveImage, type ResponsiveImage } from '../markdown/responsiveImage.ts';

/**
 * An image of `public/` drawn at its file's own size: `children` renders the `<img>` from what it is given
 * (src, width, height and, for a raster image, `srcSet` and `sizes`); a raster image is wrapped in a
 * `<picture>` whose sources offer its AVIF and WebP copies. `sizes` says how wide the image shows.
 */
export function Picture({ src, sizes, children }: { src: string; sizes: string; children: (image: ResponsiveImage) => ReactElement }) {
  const image = responsiveImage(src, sizes);
  const img = children(image);
  if (!image.sources.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}
