import type { ProofOfGovernancePage } from '../../.generated/types/pages/proof-of-governance.ts';
import { Cta } from '../ui/Cta.tsx';
import { FeatureCard } from './FeatureCard.tsx';

/** Where the compliance officers' trial call to action sits: after the fifth card. */
const TRIAL_CTA_AFTER_CARD = 5;

/**
 * The capabilities, with the 'Are you a Compliance Officer?' call to action after the fifth: an accordion
 * on phones, tabs beside one panel on wide screens (client/capabilities.ts), all open without JavaScript.
 */
export function FeatureGrid({ features }: { features: ProofOfGovernancePage['features'] }) {
  const { items: cards, labels, complianceOfficerCta: trial } = features;
  return (
    <ul className="capabilities" data-feature-grid data-capabilities>
      {cards.slice(0, TRIAL_CTA_AFTER_CARD).map((card) => (
        <FeatureCard key={card.title} card={card} labels={labels} />
      ))}
      <li className="capability-cta" data-compliance-officer-cta>
        <div className="ledger-grid" aria-hidden="true" />
        <div className="relative">
          <h3 className="heading-2 text-white">{trial.title}</h3>
          <p className="mt-3 text-base leading-7 text-ink-300">{trial.description}</p>
          <div className="mt-8">
            <Cta cta={trial.cta} onDark />
          </div>
        </div>
      </li>
      {cards.slice(TRIAL_CTA_AFTER_CARD).map((card) => (
        <FeatureCard key={card.title} card={card} labels={labels} />
      ))}
    </ul>
  );
}
