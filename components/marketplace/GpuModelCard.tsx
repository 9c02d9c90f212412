import type { GpuModelCard as GpuModelCardRecord } from '../../.generated/types/defs/marketplace.ts';
import { formatMonthly, formatUsd } from '../../lib/format/money.ts';
import { gpu, gpuModel } from '../../lib/content/pricing.ts';
import { CheckList } from '../ui/CheckList.tsx';
import { Heading } from '../ui/Heading.tsx';

interface GpuModelCardProps {
  card: GpuModelCardRecord;
  labels: { specs: string; performance: string; useCases: string; prices: string };
}

/** A GPU model card: the page's words, with the class, specs and prices of the price record. */
export function GpuModelCard({ card, labels }: GpuModelCardProps) {
  const model = gpuModel(card.model);
  const headingId = `gpu-${card.model.toLowerCase()}`;
  return (
    <article className="gpu-card" aria-labelledby={headingId} data-gpu-model={card.model}>
      <p className="eyebrow">{model.class}</p>
      <Heading level={3} id={headingId} className="heading-2 mt-2">
        {gpu.vendor} {card.model}
      </Heading>
      <p className="mt-1 font-medium text-accent-700">{card.tagline}</p>
      <p className="mt-4 text-sm leading-6 text-ink-600">{card.description}</p>

      <p className="gpu-card-label">{labels.specs}</p>
      <dl className="gpu-specs" data-gpu-specs>
        {model.specs.map((spec) => (
          <div key={spec.label} className="flex justify-between gap-4 py-2">
            <dt className="text-ink-600">{spec.label}</dt>
            <dd className="text-right font-medium text-ink-900" data-spec-value>
              {spec.value}
            </dd>
          </div>
        ))}
      </dl>

      <p className="gpu-card-label">{labels.performance}</p>
      <CheckList items={card.performance} className="grid gap-2 text-sm leading-6 text-ink-700" name="gpu-performance" />

      <p className="gpu-card-label">{labels.useCases}</p>
      <ul className="mb-8 flex flex-wrap gap-2" data-gpu-use-cases>
        {card.useCases.map((useCase) => (
          <li key={useCase} className="rounded-full bg-ink-50 px-3 py-1 text-xs font-medium text-ink-700 ring-1 ring-ink-100 ring-inset">
            {useCase}
          </li>
        ))}
      </ul>

      <div className="gpu-prices">
        <p className="text-sm font-semibold text-ink-900">{labels.prices}</p>
        <dl className="mt-3 grid gap-2" data-gpu-prices>
          {gpu.terms.map((term) => (
            <div key={term.key} className="flex flex-wrap items-baseline justify-between gap-x-3" data-term={term.key}>
              <dt className="text-sm text-ink-600">{term.name}</dt>
              <dd className="tabular-nums">
                <span className="font-semibold text-ink-900" data-price-yearly>
                  {formatUsd(model[term.key].yearly)}
                </span>{' '}
                <span className="text-sm text-ink-600" data-price-monthly>
                  {formatMonthly(model[term.key].monthly)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
