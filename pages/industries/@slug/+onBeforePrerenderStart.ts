// https://vike.dev/onBeforePrerenderStart
import type { OnBeforePrerenderStartSync } from 'vike/types';
import { industryPages, industryRoute } from '../../../lib/content/industries.ts';

/** The five industry pages: one URL per record of `content/industries/`. */
export const onBeforePrerenderStart: OnBeforePrerenderStartSync = () => industryPages.map((page) => industryRoute(page.slug));
