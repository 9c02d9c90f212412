// https://vike.dev/Page
import { useData } from '../../../../components/page/PageInfo.tsx';
import { ArticlePage } from '../../../../components/resources/ArticlePage.tsx';
import type { Article } from '../../../../lib/content/articles.ts';

export default function Page() {
  return <ArticlePage article={useData<Article>()} />;
}
