import { createContext, useContext, type ReactNode } from 'react';
import type { PageSeo } from './head/types.ts';

interface PageInfo {
  pathname: string;
  seo: PageSeo;
}

const PageInfoContext = createContext<PageInfo | null>(null);

export function PageInfoProvider({ value, children }: { value: PageInfo; children: ReactNode }) {
  return <PageInfoContext.Provider value={value}>{children}</PageInfoContext.Provider>;
}

/** The current page's path and SEO record, for components that show the same facts (breadcrumbs). */
export function usePageInfo(): PageInfo {
  const info = useContext(PageInfoContext);
  if (!info) throw new Error('usePageInfo() is only available while a page renders.');
  return info;
}
