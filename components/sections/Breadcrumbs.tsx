import { ChevronRight } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import { site } from '../../lib/content/site.ts';
import { usePageInfo } from '../page/PageInfo.tsx';

/**
 * The visible trail (`lib/routes.ts`), which the head also writes as BreadcrumbList data. The page
 * itself, when it ends the trail, is the current item; a page that is no crumb of its own (an article,
 * named by its h1) shows every crumb as a link.
 */
export function Breadcrumbs({ onDark = true }: { onDark?: boolean }) {
  const { trail: items, pathname } = usePageInfo();
  if (items.length < 2) return null;
  return (
    <nav aria-label={site.ui.breadcrumb} className={`text-sm ${onDark ? 'text-ink-400' : 'text-ink-500'}`}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, i) => (
          <li key={item.url} className="flex items-center gap-1.5">
            {i > 0 ? <Glyph icon={ChevronRight} aria-hidden="true" className="size-3.5" /> : null}
            {i === items.length - 1 && item.url === pathname ? (
              <span aria-current="page" className={onDark ? 'text-ink-200' : 'text-ink-800'}>
                {item.name}
              </span>
            ) : (
              <a href={item.url} className={onDark ? 'hover:text-white' : 'hover:text-ink-900'}>
                {item.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
