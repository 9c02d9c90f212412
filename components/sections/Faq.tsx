import { ChevronDown } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import { Section } from './Section.tsx';

interface FaqProps {
  id: string;
  title: string;
  intro?: string;
  items: { question: string; answer: string }[];
}

/** Questions and answers as native disclosures; the page's +seo.ts passes the same items as FAQPage data. */
export function Faq({ id, title, intro, items }: FaqProps) {
  return (
    <Section id={id} title={title} {...(intro ? { intro } : {})} muted>
      <div className="mx-auto max-w-3xl divide-y divide-ink-200 rounded-[var(--radius-card)] border border-ink-200 bg-white" data-faq-list>
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-4 sm:px-6 sm:py-5" data-faq-item>
            <summary className="faq-summary">
              <span>{item.question}</span>
              <Glyph icon={ChevronDown} aria-hidden="true" className="faq-chevron" />
            </summary>
            <p className="prose-copy mt-3">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
