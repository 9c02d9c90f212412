import { ChevronDown, Info, StickyNote } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { GovernanceFeatureCard } from '../../.generated/types/defs/governance-feature.ts';
import { Heading } from '../ui/Heading.tsx';
import { ProductImage } from '../product/ProductImage.tsx';
import { IconTile } from '../ui/IconTile.tsx';

export interface FeatureCardLabels {
  keyBenefits: string;
  users: string;
  facts: string;
}

/**
 * One governance capability: a disclosure (`<details>`) whose summary is the icon and title, with the
 * picture of its screen (an image file, below the first screen) at the top of its panel. The capabilities share one `name`, so the browser
 * keeps one open at a time with no script: an accordion on phones, a vertical tab list beside the
 * open panel from 1024 px (styles: `.capability*`). Only the first is prerendered open.
 */
export function FeatureCard({ card, labels, group = 'capabilities', open = false }: { card: GovernanceFeatureCard; labels: FeatureCardLabels; group?: string; open?: boolean }) {
  return (
    <li className={`capability ${card.highlighted ? 'card-accent' : ''}`} data-feature-card {...(card.highlighted ? { 'data-highlighted': '' } : {})}>
      <details className="capability-details" name={group} open={open} data-capability>
        <summary className="capability-summary">
          <IconTile name={card.icon} className="shrink-0" />
          <Heading level={3} className="heading-3 flex-1">
            {card.title}
          </Heading>
          <Glyph icon={ChevronDown} aria-hidden="true" className="capability-chevron" />
        </summary>
        <div className="capability-panel">
          {card.illustration ? <ProductImage view={card.illustration} className="mb-6" /> : null}
          <ul className="space-y-2.5 text-sm leading-6 text-ink-700 sm:text-[0.9375rem] sm:leading-7">
            {card.description.map((item) => (
              <li key={item.text}>
                {item.text}
                {item.subItems ? (
                  <ul className="sub-list" data-sub-items>
                    {item.subItems.map((sub) => (
                      <li key={sub} className="sub-item">
                        {sub}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          {card.supportInfo ? (
            <p className="mt-5 flex gap-2.5 rounded-xl bg-accent-50 px-4 py-3 text-sm leading-6 text-accent-900">
              <Glyph icon={Info} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{card.supportInfo}</span>
            </p>
          ) : null}
          <dl className="mt-6 grid gap-4 border-t border-ink-100 pt-6 text-sm leading-6">
            <div>
              <dt className="font-semibold text-ink-900">{labels.keyBenefits}</dt>
              <dd className="mt-1 text-ink-600">{card.keyBenefits}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-900">{labels.users}</dt>
              <dd className="mt-1 text-ink-600">{card.users}</dd>
            </div>
          </dl>
          {card.facts?.length ? (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={labels.facts} data-facts>
              {card.facts.map((fact) => (
                <li key={fact} className="chip bg-ink-950 text-white">
                  {fact}
                </li>
              ))}
            </ul>
          ) : null}
          {card.note ? (
            <p className="mt-auto flex gap-2.5 pt-5 text-sm leading-6 text-ink-500" data-note>
              <Glyph icon={StickyNote} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{card.note}</span>
            </p>
          ) : null}
        </div>
      </details>
    </li>
  );
}
