// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import type { PageContextServer } from 'vike/types';
import { articleBySlug } from '../../../../lib/content/articles.ts';
import { articleSeo } from '../../../../renderer/head/articleSeo.ts';

export default (pageContext: PageContextServer) => articleSeo(articleBySlug(pageContext.routeParams['slug'] ?? ''));
