import { describeView, productPictureSrc, productViews, type ProductViewName, type ProductViews } from '../../lib/content/productViews.ts';
import { SCREEN } from './parts.tsx';

/**
 * A product picture as an image file (npm run generate writes the same drawing as ProductPicture to
 * public/product/), for pictures below the first screen: the page's HTML stays small, the browser
 * fetches the picture when it nears the viewport, and the width and height keep its box from the
 * start (no layout shift). The file follows the system's dark setting itself; the alt text is the
 * picture's full description, illustrative label first.
 */
export function ProductImage({ view, className = '', views = productViews }: { view: ProductViewName; className?: string; views?: ProductViews }) {
  return (
    <img
      src={productPictureSrc(view)}
      width={SCREEN.width}
      height={SCREEN.height}
      alt={describeView(views, view)}
      loading="lazy"
      decoding="async"
      className={`product-picture ${className}`}
      data-product-view={view}
    />
  );
}
