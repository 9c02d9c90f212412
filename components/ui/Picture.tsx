import type { ImgHTMLAttributes } from 'react';
import { responsiveImage } from '../../lib/images/responsiveImage.ts';

type DrawnAttributes = 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'decoding' | 'alt';

/**
 * An image of `public/` drawn lazily at its file's own size (width, height and, for a raster image,
 * `srcSet`), so it never shifts the page; a raster image is wrapped in a `<picture>` whose sources
 * offer its AVIF and WebP copies. `sizes` says how wide the image shows; the other attributes
 * (class, data-*, aria-*) go on the `<img>`.
 */
export function Picture({ src, sizes, alt, ...attributes }: { src: string; sizes: string; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, DrawnAttributes>) {
  const image = responsiveImage(src, sizes);
  const img = <img src={image.src} srcSet={image.srcSet} sizes={image.sizes} width={image.width} height={image.height} alt={alt} loading="lazy" decoding="async" {...attributes} />;
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
