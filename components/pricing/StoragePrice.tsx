import { formatUsd } from '../../lib/format/money.ts';
import { storage } from '../../lib/content/pricing.ts';
import { site } from '../../lib/content/site.ts';
import { Heading } from '../ui/Heading.tsx';

/** The storage price per TB: yearly on annual billing, or monthly on monthly billing. */
export function StoragePrice({ heading }: { heading: string }) {
  const { price } = storage;
  const { ui } = site;
  return (
    <div className="storage-price" data-storage-price>
      <Heading level={3} className="heading-3">
        {heading}
      </Heading>
      <div className="mt-2 divide-y divide-ink-100">
        <p className="storage-rate" data-storage-rate="yearly">
          <span>
            <span className="storage-amount" data-price-yearly>
              {formatUsd(price.yearly)}
            </span>
            <span className="storage-unit">
              /{price.unit}
              {ui.perYear}
            </span>
          </span>{' '}
          <span className="storage-billing">{price.yearlyBilling}</span>
        </p>
        <p className="storage-rate" data-storage-rate="monthly">
          <span>
            <span className="sr-only">{ui.alternativePrice} </span>
            <span className="storage-amount" data-price-monthly>
              {formatUsd(price.monthly)}
            </span>
            <span className="storage-unit">
              /{price.unit}
              {ui.perMonth}
            </span>
          </span>{' '}
          <span className="storage-billing">{price.monthlyBilling}</span>
        </p>
      </div>
    </div>
  );
}
