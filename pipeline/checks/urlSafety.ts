/**
 * Rule `url-scheme`: no link, image, video or embed in the content uses a scheme that runs code or
 * carries a whole document inline (`javascript:`, `vbscript:`, `data:`). Browsers ignore tabs,
 * newlines and letter case in a scheme, so `Java\tScript:` is caught as well.
 */
import type { LoadedContent } from '../content/contentSet.ts';
import { contentUrls, schemeOf } from '../content/contentUrls.ts';
import type { Check } from './support.ts';
import { eachFile, problemAt } from './support.ts';

const RULE = 'url-scheme';

/** Schemes a page must never link to or load from content. */
export const FORBIDDEN_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

const WHAT = { link: 'link', image: 'image', media: 'video', frame: 'embed' } as const;

export const urlSafety: Check = (content: LoadedContent) =>
  eachFile(content, RULE, (source) =>
    contentUrls(source)
      .filter((u) => FORBIDDEN_SCHEMES.has(schemeOf(u.url)))
      .map((u) => {
        const scheme = schemeOf(u.url);
        const fix =
          u.kind === 'link'
            ? 'Link to a page of this site (`/contact`) or to a full `https://` address.'
            : 'Put the file under `public/` and write its path (`/images/diagram.svg`), or give a full `https://` address.';
        return problemAt(source, u.segments, {
          rule: RULE,
          ...(u.line !== undefined ? { line: u.line, column: u.column ?? 1 } : {}),
          message: `This ${WHAT[u.kind]} is a \`${scheme}:\` address, which ${scheme === 'data' ? 'embeds a whole document or file in the page' : 'runs code in the visitor’s browser'} and is not allowed. ${fix}`,
        });
      }),
  );
