import type { ProofOfGovernancePage } from '../../.generated/types/pages/proof-of-governance.ts';
import { Cta } from '../ui/Cta.tsx';
import { FeatureCard } from './FeatureCard.tsx';
import { Heading } from '../ui/Heading.tsx';

/** Where the compliance officers' trial call to action sits: after the fifth card. */
const TRIAL_CTA_AFTER_CARD = 5;

/** The capabilities' exclusive group (the `<details>` `name`): one open at a time, kept by the browser. */
const GROUP = 'capabilities';

/**
 * The capabilities, with the 'Are you a Compliance Officer?' call to action after the fifth: an accordion
 * on phones, tabs beside one panel on wide screens, the first open. Both are HTML and CSS: nothing runs
 * at load (client/capabilities.ts only keeps the open tab open when its title is clicked again). The
 * call to action is no list item: it sits between two lists of capabilities, in every layout.
 */
export function FeatureGrid({ features }: { features: ProofOfGovernancePage['features'] }) {
  const { items: cards, labels, complianceOfficerCta: trial } = features;
  const after = cards.slice(TRIAL_CTA_AFTER_CARD);
  return (
    <div className="capabilities" data-feature-grid data-capabilities>
      <ul className="capability-list">
        {cards.slice(0, TRIAL_CTA_AFTER_CARD).map((card, i) => (
          <FeatureCard key={card.title} card={card} labels={labels} group={GROUP} open={i === 0} />
        ))}
      </ul>
      <aside className="capability-cta" aria-labelledby="compliance-officer-cta-title" data-compliance-officer-cta>
        <div className="ledger-grid" aria-hidden="true" />
        <div className="relative">
          <Heading level={3} id="compliance-officer-cta-title" className="heading-2 text-white">
            {trial.title}
          </Heading>
          <p className="mt-3 text-base leading-7 text-ink-300">{trial.description}</p>
          <div className="mt-6">
            <Cta cta={trial.cta} onDark />
          </div>
        </div>
      </aside>
      {after.length ? (
        <ul className="capability-list">
          {after.map((card) => (
            <FeatureCard key={card.title} card={card} labels={labels} group={GROUP} open={false} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
