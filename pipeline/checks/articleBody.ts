/**
 * What an article body may hold that the build or a visitor would trip on, located at the Markdown:
 *
 * - `relative-link`: a link or image address written relative to the page (`[Contact us](contact)`),
 *   which a visitor's browser resolves under `/resources/blog/` (a 404): write it from the root (`/contact`);
 * - `remote-image`: an image on another host (`![](https://…)`): the build cannot read its size and
 *   the security policy would block it; save it under `public/images/articles/`;
 * - `image-alt`: an image with no text alternative (`![](chart.png)` ships `alt=""`).
 */
import type { LoadedContent } from '../content/contentSet.ts';
import { parseMarkdown, type MdNode } from '../content/references.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { eachFile, problemAt, siteContext } from './support.ts';

/** An address with a scheme (`https:`, `mailto:`), from the root (`/…`), protocol-relative (`//…`) or a fragment (`#…`). */
const ANCHORED = /^([a-z][a-z0-9+.-]*:|\/|#)/i;

export const articleBodies: Check = (content: LoadedContent) => {
  const ctx = siteContext(content);
  return eachFile(content, 'article-body', (source) => (source.kind === 'markdown' && source.body ? bodyProblems(source, source.body, (p) => ctx.routes.has(p)) : []));
};

function bodyProblems(source: SourceFile, body: string, isRoute: (path: string) => boolean): Problem[] {
  const tree = parseMarkdown(body);
  const out: Problem[] = [];
  const at = (node: MdNode) => ({ line: (source.bodyLine ?? 1) + (node.position?.start.line ?? 1) - 1, column: node.position?.start.column ?? 1 });
  const report = (node: MdNode, rule: string, message: string) => out.push(problemAt(source, ['body'], { rule, message, ...at(node) }));
  const visit = (node: MdNode) => {
    const url = node.url?.trim() ?? '';
    if ((node.type === 'link' || node.type === 'definition') && url && !ANCHORED.test(url)) {
      const path = `/${url.replace(/^\.?\//, '')}`;
      const fix = isRoute(path.split(/[?#]/)[0]!) ? `Write \`${path}\`.` : 'Write the route from the root, starting with `/` (`/contact`), or the full address of another site (`https://…`).';
      report(node, 'relative-link', `\`${url}\` is a relative address: a reader's browser opens it under this article's address (\`/resources/blog/${url}\`), a page that does not exist. ${fix}`);
    }
    if (node.type === 'image') {
      if (/^(https?:)?\/\//i.test(url)) {
        report(
          node,
          'remote-image',
          `\`${url}\` is an image on another site: the build cannot read its size and the site's security policy does not load images from other hosts. Save the file under \`public/images/articles/\` and write its path (\`/images/articles/<file name>\`).`,
        );
      } else if (url && !ANCHORED.test(url)) {
        report(
          node,
          'relative-link',
          `\`${url}\` is a relative image path. Write it from the root: \`/images/articles/${url
            .replace(/^\.?\//, '')
            .split('/')
            .pop()}\` (the file under \`public/images/articles/\`).`,
        );
      }
      if (!node.alt?.trim())
        report(node, 'image-alt', `This image has no text alternative, so a screen reader says nothing about it. Write what it shows between the brackets: \`![What the image shows](${url})\`.`);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return out;
}
