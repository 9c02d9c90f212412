import { createSlugger } from '../../components/markdown/slug.ts';
import { parseMarkdown, type MdNode } from './references.ts';

/**
 * The ids an article's headings get when it is rendered (`components/markdown/rehypeSite.ts`: levels
 * 1 to 4, made unique by the same slugger): the `#fragment`s a link into the article may use.
 */
export function headingIds(body: string): string[] {
  const slug = createSlugger();
  const ids: string[] = [];
  const text = (node: MdNode): string => node.value ?? (node.children ?? []).map(text).join('');
  for (const node of parseMarkdown(body).children ?? []) if (node.type === 'heading' && (node.depth ?? 1) <= 4) ids.push(slug(text(node)));
  return ids;
}
