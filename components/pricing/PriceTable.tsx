import type { ReactNode } from 'react';
import { formatMonthly, formatUsd } from '../../lib/format/money.ts';
import type { PriceCell, PriceTerm, TermKey } from '../../lib/content/pricing.ts';
import { site } from '../../lib/content/site.ts';

export interface PriceTableRow {
  name: string;
  /** Shown under the row's name (a GPU's class and specs). */
  detail?: ReactNode;
  cells: Record<TermKey, PriceCell>;
}

interface PriceTableProps {
  /** Names the table for tests and styling (`license`, `gpu`, `software`). */
  id: string;
  caption: string;
  /** The first column's heading (`Units`). */
  rowHeader: string;
  /** A word after each row's name (`units`). */
  rowSuffix?: string | undefined;
  terms: readonly PriceTerm[];
  rows: readonly PriceTableRow[];
  footnote?: string | undefined;
}

/**
 * A term price table: rows (unit bands, models, tiers) by terms, each cell the yearly price with
 * the monthly figure beside it. A real table at every width, every price in the HTML. Below 640 px
 * the term headers become a selector with no JavaScript: each header is the label of a radio input
 * (the featured term checked), and CSS shows only the chosen term's price in each row.
 */
export function PriceTable({ id, caption, rowHeader, rowSuffix, terms, rows, footnote }: PriceTableProps) {
  const chosen = Math.max(
    0,
    terms.findIndex((term) => term.featured),
  );
  const radioId = (key: string) => `term-${id}-${key}`;
  return (
    <div className="price-table-frame" data-price-table={id}>
      <div className="term-radios" role="radiogroup" aria-label={caption}>
        {terms.map((term, i) => (
          <input key={term.key} type="radio" className="term-radio" name={`term-${id}`} id={radioId(term.key)} value={term.key} defaultChecked={i === chosen} data-term-radio={term.key} />
        ))}
      </div>
      <table className="price-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="price-corner">
              {rowHeader}
            </th>
            {terms.map((term) => (
              <th key={term.key} scope="col" className={`price-term ${term.featured ? 'is-featured' : ''}`} data-term={term.key}>
                <label htmlFor={radioId(term.key)} className="price-term-choice">
                  <span className="price-term-name">{term.name}</span>
                  {term.labels?.length ? (
                    <span className="price-term-labels">
                      {term.labels.map((label) => (
                        <span key={label} className={`badge ${/popular/i.test(label) ? 'badge-solid' : ''}`} data-term-label>
                          {label}
                        </span>
                      ))}
                    </span>
                  ) : null}
                </label>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} data-row={row.name}>
              <th scope="row" className="price-row-header">
                <span className="price-row-name">
                  {row.name}
                  {rowSuffix ? <span className="price-row-suffix"> {rowSuffix}</span> : null}
                </span>
                {row.detail ? <span className="price-row-detail">{row.detail}</span> : null}
              </th>
              {terms.map((term) => {
                const cell = row.cells[term.key];
                return (
                  <td key={term.key} className={`price-cell ${term.featured ? 'is-featured' : ''}`} data-term={term.key}>
                    <span className="price-cell-term" aria-hidden="true">
                      {term.shortName}
                    </span>
                    <span className="price-yearly">
                      <span data-price-yearly>{formatUsd(cell.yearly)}</span>
                      <span className="price-per">{site.ui.perYearShort}</span>
                    </span>{' '}
                    <span className="price-monthly" data-price-monthly>
                      {formatMonthly(cell.monthly)}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {footnote ? <p className="price-footnote">{footnote}</p> : null}
    </div>
  );
}
