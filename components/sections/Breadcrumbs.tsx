import { ChevronRight } from 'lucide-react';
import { usePageInfo } from '../../renderer/usePage.tsx';

/** The visible trail: the page's +seo.ts breadcrumbs, which the head also writes as BreadcrumbList data. */
export function Breadcrumbs({ onDark = true }: { onDark?: boolean }) {
  const items = [{ name: 'Home', url: '/' }, ...usePageInfo().seo.breadcrumbs];
  if (items.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${onDark ? 'text-ink-400' : 'text-ink-500'}`}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, i) => (
          <li key={item.url} className="flex items-center gap-1.5">
            {i > 0 ? <ChevronRight aria-hidden="true" className="size-3.5" /> : null}
            {i === items.length - 1 ? (
              <span aria-current="page" className={onDark ? 'text-ink-200' : 'text-ink-800'}>{item.name}</span>
            ) : (
              <a href={item.url} className={onDark ? 'hover:text-white' : 'hover:text-ink-900'}>{item.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
