import { Heading } from '../ui/Heading.tsx';
export interface HeroFact {
  title: string;
  detail?: string;
  /** Shown on the right (a spec, a price). */
  value?: string;
}

/** The card beside a marketplace page's hero (under its buttons on phones): a short list of the product's facts. */
export function HeroFacts({ title, facts }: { title: string; facts: readonly HeroFact[] }) {
  return (
    <div className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 backdrop-blur sm:p-6" data-hero-facts>
      <Heading level={2} className="heading-3 text-white">
        {title}
      </Heading>
      <ul className="mt-4 divide-y divide-white/10">
        {facts.map((fact) => (
          <li key={fact.title} className="flex flex-col gap-1 py-3.5 sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:py-4">
            <span className="min-w-0">
              <span className="block font-semibold text-white">{fact.title}</span>
              {fact.detail ? <span className="block text-sm text-ink-300">{fact.detail}</span> : null}
            </span>
            {fact.value ? <span className="shrink-0 text-sm font-medium text-accent-200 sm:text-right">{fact.value}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
