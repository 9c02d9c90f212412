import type { Article } from '../../lib/content/articles.ts';
import { viewFor } from '../../lib/content/productViews.ts';
import { ProductPicture } from '../product/ProductPicture.tsx';

/**
 * An article's art: the product screen its front matter names (`illustration`), else one chosen from
 * its title, drawn on the accent ground like every poster and card. Its `heroImage` stays the image for
 * sharing and search (structured data, feeds).
 */
/** `fit` shows the whole picture (the featured slot, whose shape changes with the width); cards crop its ground to 40:21. */
export function ArticleArt({ article, fit = false, className = '' }: { article: Article; fit?: boolean; className?: string }) {
  const fm = article.frontMatter;
  return <ProductPicture view={fm.illustration ?? viewFor(fm.title)} ground slice={!fit} className={className} />;
}
