// https://vike.dev/Page
import { ArticlePage } from '../../../../components/resources/ArticlePage.tsx';
import { articleBySlug } from '../../../../lib/content/articles.ts';
import { usePageInfo } from '../../../../renderer/usePage.tsx';

export default function Page() {
  const slug = usePageInfo().pathname.split('/').pop() ?? '';
  return <ArticlePage article={articleBySlug(slug)} />;
}
