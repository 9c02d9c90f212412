import { Check, Minus } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import { ScrollRow } from '../ui/ScrollRow.tsx';
import type { ProofOfGovernancePage } from '../../.generated/types/pages/proof-of-governance.ts';

/**
 * The statistics comparison table. A real table with column and row headers; on phones each row
 * becomes a card in a sideways row (the explicit roles keep the table semantics once CSS changes
 * its display), so six rows cost one card's height.
 */
export function ComparisonTable({ comparison }: { comparison: ProofOfGovernancePage['comparison'] }) {
  const { caption, columns, rows, footnote } = comparison;
  return (
    <figure className="mx-auto max-w-5xl">
      <ScrollRow label={caption} className="compare-scroll">
        <table className="compare-table" data-comparison-table>
          <caption className="mb-4 text-left text-sm font-medium text-ink-500">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.aspect}</th>
              <th scope="col">{columns.traditional}</th>
              <th scope="col" className="compare-table-ours">
                {columns.withModule}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.aspect}>
                <th scope="row">{row.aspect}</th>
                <td className="compare-table-theirs">
                  <span className="compare-table-label" aria-hidden="true">
                    {columns.traditional}
                  </span>
                  <span className="flex gap-2.5">
                    <Glyph icon={Minus} aria-hidden="true" className="mt-1 size-4 shrink-0 text-ink-400" />
                    <span>{row.traditional}</span>
                  </span>
                </td>
                <td className="compare-table-ours">
                  <span className="compare-table-label" aria-hidden="true">
                    {columns.withModule}
                  </span>
                  <span className="flex gap-2.5">
                    <Glyph icon={Check} aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-600" strokeWidth={2.5} />
                    <span>
                      {row.highlight ? <strong className="mb-1 block text-2xl font-semibold tracking-tight text-accent-700">{row.highlight}</strong> : null}
                      {row.withModule}
                    </span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRow>
      {footnote ? <figcaption className="mt-4 text-sm leading-6 text-ink-500">{footnote}</figcaption> : null}
    </figure>
  );
}
