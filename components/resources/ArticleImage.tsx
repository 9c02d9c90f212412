import type { ImgHTMLAttributes } from 'react';
import type { Article } from '../../lib/content/articles.ts';

type HeroImage = Article['frontMatter']['heroImage'];

/** An article's image (front matter `heroImage`) with its size, decoded off the main thread. */
export function ArticleImage({ image, ...attributes }: { image: HeroImage } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'>) {
  return <img src={image.src} alt={image.alt} width={image.width} height={image.height} decoding="async" {...attributes} />;
}
