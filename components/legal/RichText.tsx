import { mailto } from '../../lib/content/site.ts';
import { EmailText } from '../ui/EmailText.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { parseLegalText } from './legalText.ts';

const linkClass = 'font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800';

/** Legal copy with its links and placeholders rendered (see `parseLegalText`). */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseLegalText(text).map((part, i) => {
        if (part.type === 'text') return part.text;
        if (part.type === 'code')
          return (
            <code key={i} className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink-900">
              {part.text}
            </code>
          );
        if (part.type === 'email')
          return (
            <a key={i} href={mailto(part.address)} className={linkClass}>
              <EmailText address={part.address} />
            </a>
          );
        return /^https?:/.test(part.href) ? (
          <ExternalLink key={i} href={part.href} className={linkClass}>
            {part.label}
          </ExternalLink>
        ) : (
          <a key={i} href={part.href} className={linkClass}>
            {part.label}
          </a>
        );
      })}
    </>
  );
}
