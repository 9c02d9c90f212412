import type { ReactNode } from 'react';
import type { PriceTableSection as PriceTableSectionCopy } from '../../.generated/types/pages/pricing.ts';
import type { PriceTerm } from '../../lib/content/pricing.ts';
import { Section } from '../sections/Section.tsx';
import { Cta } from '../ui/Cta.tsx';
import { PriceTable, type PriceTableRow } from './PriceTable.tsx';

interface PriceTableSectionProps {
  id: string;
  table: string;
  copy: PriceTableSectionCopy;
  terms: readonly PriceTerm[];
  rows: readonly PriceTableRow[];
  muted?: boolean;
  /** Shown between the heading and the table (the minimum-license note). */
  note?: ReactNode;
}

/** A pricing-page section: heading, an optional note, the price table and a link to the product. */
export function PriceTableSection({ id, table, copy, terms, rows, muted, note }: PriceTableSectionProps) {
  return (
    <Section id={id} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} muted={muted}>
      {note}
      <PriceTable id={table} caption={copy.caption} rowHeader={copy.rowHeader} rowSuffix={copy.rowSuffix} terms={terms} rows={rows} footnote={copy.footnote} />
      {copy.cta ? (
        <div className="mt-6">
          <Cta cta={copy.cta} className="-ml-3.5" />
        </div>
      ) : null}
    </Section>
  );
}
