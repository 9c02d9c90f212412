import { Mail } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { CallToAction } from '../../lib/content/cta.ts';
import { mailto } from '../../lib/content/site.ts';
import { CtaGroup } from '../ui/CtaGroup.tsx';
import { EmailText } from '../ui/EmailText.tsx';
import { Heading } from '../ui/Heading.tsx';
import { InkBand } from '../sections/InkBand.tsx';

interface JoinConstellationProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro: string;
  /** The line above the e-mail address. */
  emailLabel: string;
  email: string;
  ctas: CallToAction[];
}

/** The partner program's closing band: the partner portal buttons and the partnership team's e-mail. */
export function JoinConstellation({ id, eyebrow, title, intro, emailLabel, email, ctas }: JoinConstellationProps) {
  return (
    <InkBand id={id} className="pb-16 sm:pb-24" panelClassName="px-5 py-12 sm:px-12 sm:py-16 lg:px-16">
      <div className="relative grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:gap-16">
        <div>
          {eyebrow ? <p className="eyebrow text-accent-300">{eyebrow}</p> : null}
          <Heading level={2} id={`${id}-title`} className="heading-1 mt-2 text-white">
            {title}
          </Heading>
          <p className="lead mt-4 text-ink-300">{intro}</p>
          <CtaGroup ctas={ctas} className="mt-8 flex flex-wrap gap-3" onDark />
        </div>
        <div className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 ring-inset sm:p-8">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-500/20 text-accent-200">
            <Glyph icon={Mail} aria-hidden="true" className="size-5" />
          </span>
          <p className="mt-5 text-sm font-medium text-ink-300">{emailLabel}</p>
          <a
            href={mailto(email)}
            className="mt-1 inline-block text-lg font-semibold text-white underline decoration-accent-400 underline-offset-4 hover:decoration-white sm:text-xl"
            data-partners-email
          >
            <EmailText address={email} />
          </a>
        </div>
      </div>
    </InkBand>
  );
}
