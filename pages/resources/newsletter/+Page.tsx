// https://vike.dev/Page
// Placeholder page, replaced by the resources branch's /resources/newsletter: it only hosts the
// newsletter dialog's form mount and the subscribe buttons (`data-newsletter-open`).
import { X } from 'lucide-react';
import { FormMount } from '../../../components/forms/FormMount.tsx';
import { PageHero } from '../../../components/sections/PageHero.tsx';
import { Section } from '../../../components/sections/Section.tsx';
import { site } from '../../../lib/site.ts';

export default function Page() {
  const newsletters = Object.entries(site.forms.newsletters);
  return (
    <>
      <PageHero title="Newsletter" lead="Choose a newsletter and subscribe." />
      <Section id="newsletters" title="Our newsletters">
        <ul className="grid gap-6 sm:grid-cols-2">
          {newsletters.map(([key, newsletter]) => (
            <li key={key} className="card">
              <h3 className="heading-3">{newsletter.name}</h3>
              <button type="button" className="btn btn-primary mt-6" data-newsletter-open={key} data-dialog-title={newsletter.dialogTitle}>
                Subscribe<span className="sr-only"> to {newsletter.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </Section>
      <dialog className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-ink-950/60" aria-labelledby="newsletter-dialog-title" data-placeholder-newsletter-dialog>
        <div className="flex items-start justify-between gap-4">
          <h2 id="newsletter-dialog-title" className="heading-3" data-newsletter-dialog-title>
            {newsletters[0]?.[1].dialogTitle}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" aria-label="Close" data-newsletter-dialog-close>
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div className="mt-4">
          <FormMount form="newsletter" />
        </div>
      </dialog>
    </>
  );
}
