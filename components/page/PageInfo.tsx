import { createContext, useContext, type ReactNode } from 'react';
import type { BreadcrumbItem } from '../../lib/routes.ts';

/** What a page's components may know about the page being rendered (the renderer provides it). */
export interface PageInfo {
  /** The path the page is served at (`/about`). */
  pathname: string;
  /** From Home to the page (`lib/routes.ts`): the visible breadcrumbs and the BreadcrumbList data. */
  trail: BreadcrumbItem[];
  /** What the page's `+data` hook returned (https://vike.dev/data): the record of a `@slug` page. */
  data: unknown;
}

const PageInfoContext = createContext<PageInfo | null>(null);

export function PageInfoProvider({ value, children }: { value: PageInfo; children: ReactNode }) {
  return <PageInfoContext.Provider value={value}>{children}</PageInfoContext.Provider>;
}

export function usePageInfo(): PageInfo {
  const info = useContext(PageInfoContext);
  if (!info) throw new Error('usePageInfo() is only available while a page renders.');
  return info;
}

/** The page's `+data` result; the page names its type (`useData<IndustryPage>()`). */
export function useData<Data>(): Data {
  const { data, pathname } = usePageInfo();
  if (data === undefined) throw new Error(`The page at ${pathname} has no +data hook, or it returned nothing.`);
  return data as Data;
}
