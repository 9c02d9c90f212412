import type { Article } from '../../lib/content/articles.ts';
import { viewFor } from '../../lib/content/productViews.ts';
import { ProductPicture } from '../product/ProductPicture.tsx';

/**
 * An article's art: the product screen its front matter names (`illustration`), else one chosen from
 * its title, drawn on the accent ground like every poster and card. Its `heroImage` stays the image for
 * sharing and search (structured data, feeds).
 */
export function ArticleArt({ article, className = '' }: { article: Article; className?: string }) {
  const fm = article.frontMatter;
  return <ProductPicture view={fm.illustration ?? viewFor(fm.title)} ground slice className={className} />;
}
