import type { LegalBlock, LegalDocument as LegalDocumentData } from '../../.generated/types/legal.ts';
import { formatDay } from '../../lib/format/dates.ts';
import { mailto, site } from '../../lib/content/site.ts';
import { stepNumber } from '../../lib/format/stepNumber.ts';
import { PageHero } from '../sections/PageHero.tsx';
import { EmailText } from '../ui/EmailText.tsx';
import { RichText } from './RichText.tsx';
import { Heading } from '../ui/Heading.tsx';

/**
 * A legal page: title and 'Last updated' date, a table of contents with anchor links, an optional
 * data-controller block, and the fourteen numbered sections at a comfortable reading width.
 */
export function LegalDocument({ doc }: { doc: LegalDocumentData }) {
  const sections = doc.sections.map((section, i) => ({ ...section, number: stepNumber(i) }));
  return (
    <>
      <PageHero title={doc.title} lead={doc.lead}>
        <p className="mt-8 font-mono text-xs tracking-wide text-ink-500 uppercase" data-last-updated>
          {site.ui.lastUpdated}{' '}
          <time dateTime={doc.lastUpdated} className="font-medium text-ink-800">
            {formatDay(doc.lastUpdated)}
          </time>
        </p>
      </PageHero>
      <div className="section pt-12 sm:pt-16" data-section="document">
        <div className="container-page grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 xl:grid-cols-[18rem_minmax(0,1fr)]">
          <nav
            aria-labelledby="toc-title"
            className="self-start rounded-[var(--radius-card)] border border-ink-100 bg-ink-50 p-5 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:max-h-[calc(100dvh-var(--header-height)-4rem)] lg:overflow-y-auto"
            data-toc
          >
            <Heading level={2} id="toc-title" className="heading-3">
              {site.ui.onThisPage}
            </Heading>
            <ol className="mt-3 space-y-0.5 text-sm sm:columns-2 sm:gap-6 lg:columns-1">
              {sections.map((section) => (
                <li key={section.id} className="break-inside-avoid">
                  <a href={`#${section.id}`} className="flex gap-3 rounded-md px-2 py-1.5 text-ink-700 hover:bg-white hover:text-accent-700">
                    <span className="w-6 shrink-0 font-mono font-medium text-accent-700 tabular-nums">{section.number}</span>
                    <span>{section.heading}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="legal-doc max-w-[70ch] min-w-0">
            <div className="space-y-4" data-legal-intro>
              {doc.intro.map((paragraph) => (
                <p key={paragraph} className="text-base leading-7 text-ink-700 sm:text-lg sm:leading-8">
                  <RichText text={paragraph} />
                </p>
              ))}
            </div>
            {doc.dataController ? <DataController {...doc.dataController} /> : null}
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="legal-section" data-legal-section={section.number}>
                <Heading level={2} id={`${section.id}-title`} className="heading-2 flex items-baseline gap-4">
                  <span className="font-mono text-base font-medium text-accent-700 tabular-nums sm:text-lg" data-legal-number>
                    {section.number}
                  </span>
                  <span data-legal-heading>{section.heading}</span>
                </Heading>
                {section.body.map((block, i) => (
                  <Block key={i} block={block} />
                ))}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if ('paragraph' in block)
    return (
      <p>
        <RichText text={block.paragraph} />
      </p>
    );
  if ('subheading' in block) return <Heading level={3}>{block.subheading}</Heading>;
  if ('list' in block)
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <dl>
      {block.definitions.map((d) => (
        <div key={d.term}>
          <dt>{d.term}</dt>
          <dd>
            <RichText text={d.meaning} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Who is responsible for the data: the company, its address and privacy e-mail from content/site.yaml. */
function DataController({ title, intro }: { title: string; intro: string }) {
  const { address, brand, email } = site;
  return (
    <section aria-labelledby="data-controller-title" className="card mt-10 p-6 sm:p-8" data-controller>
      <Heading level={2} id="data-controller-title" className="heading-3">
        {title}
      </Heading>
      <p className="mt-2 text-sm leading-6 text-ink-600">
        <RichText text={intro} />
      </p>
      <address className="mt-4 text-base leading-7 text-ink-800 not-italic">
        <strong className="font-semibold text-ink-900">{brand.company}</strong>
        <br />
        {address.street}
        <br />
        {address.city}, {address.region} {address.postalCode}
        <br />
        <a href={mailto(email.privacy)} className="font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800" data-privacy-email>
          <EmailText address={email.privacy} />
        </a>
      </address>
    </section>
  );
}
