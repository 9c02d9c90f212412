// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import type { PageContextServer } from 'vike/types';
import type { Article } from '../../../../lib/content/articles.ts';
import { articleSeo } from '../../../../renderer/head/articleSeo.ts';

/** The article's head, from the record its +data.ts found. */
export default (pageContext: PageContextServer) => articleSeo(pageContext.data as Article);
