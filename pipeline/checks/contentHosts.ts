/**
 * Rule `content-host`: every image, video and embed the content loads from another host can be
 * allowed by the Content-Security-Policy, which takes those hosts from the content
 * (pipeline/content/contentUrls.ts → pipeline/headers/contentSecurityPolicy.ts). An address no policy can allow
 * (`http:`, `//host`, an IP address, credentials, another scheme) would be blocked on the deployed
 * site, so it is reported here rather than discovered there.
 */
import type { LoadedContent } from '../content/contentSet.ts';
import { contentUrls, DIRECTIVE_OF, isAbsolute, policyOrigin, schemeOf } from '../content/contentUrls.ts';
import type { Check } from './support.ts';
import { FORBIDDEN_SCHEMES } from './urlSafety.ts';
import { eachFile, problemAt } from './support.ts';

const RULE = 'content-host';
const WHAT = { image: 'image', media: 'video', frame: 'embed' } as const;

export const contentHosts: Check = (content: LoadedContent) =>
  eachFile(content, RULE, (source) =>
    contentUrls(source).flatMap((u) => {
      if (u.kind === 'link' || !isAbsolute(u.url) || FORBIDDEN_SCHEMES.has(schemeOf(u.url))) return [];
      const allowed = policyOrigin(u.url.trim().startsWith('//') ? `https:${u.url.trim()}` : u.url);
      const problem = u.url.trim().startsWith('//') ? 'starts with `//`, so its scheme depends on the page; write `https://`' : 'problem' in allowed ? allowed.problem : undefined;
      if (!problem) return [];
      return [
        problemAt(source, u.segments, {
          rule: RULE,
          ...(u.line !== undefined ? { line: u.line, column: u.column ?? 1 } : {}),
          message: `This ${WHAT[u.kind]} (\`${u.url}\`) ${problem}. No Content-Security-Policy of the site can allow it in \`${DIRECTIVE_OF[u.kind]}\`, so it would not load on the deployed site. Give an \`https://\` address on a named host, or put the file under \`public/\`.`,
        }),
      ];
    }),
  );
