import type { SoftwareTier } from '../../.generated/types/defs/marketplace.ts';
import { softwarePagePricing } from '../../lib/content/pricing.ts';
import { Cta } from '../ui/Cta.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { Heading } from '../ui/Heading.tsx';
import { IconTile } from '../ui/IconTile.tsx';

/** A software tier card: icon, name, subtitle, description, features, the software page's pricing text, ideal for, button. */
export function SoftwareTierCard({ tier, idealForLabel }: { tier: SoftwareTier; idealForLabel: string }) {
  const featured = Boolean(tier.badge);
  const headingId = `tier-${tier.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article className={`tier-card ${featured ? 'is-featured' : ''}`} aria-labelledby={headingId} data-tier={tier.name}>
      {tier.badge ? (
        <p className="tier-badge" data-tier-badge>
          {tier.badge}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <IconTile name={tier.icon} />
        <div>
          <Heading level={3} id={headingId} className="heading-2">
            {tier.name}
          </Heading>
          <p className="text-sm font-medium text-accent-700">{tier.subtitle}</p>
        </div>
      </div>
      <p className="mt-5 text-sm leading-6 text-ink-600">{tier.description}</p>
      <p className="tier-price" data-tier-pricing>
        {softwarePagePricing(tier.name)}
      </p>
      <Cta cta={{ ...tier.cta, variant: tier.cta.variant ?? (featured ? 'primary' : 'secondary') }} className="w-full" />
      <div className="mt-8 border-t border-ink-100 pt-6">
        <p className="text-sm font-semibold text-ink-900">{tier.featuresHeader}</p>
        <CheckList items={tier.features} className="mt-4 grid gap-3 text-sm leading-6 text-ink-700" name="tier-features" />
      </div>
      <p className="mt-auto pt-8 text-sm text-ink-600" data-tier-ideal-for>
        <span className="font-semibold text-ink-900">{idealForLabel}:</span> {tier.idealFor}
      </p>
    </article>
  );
}
