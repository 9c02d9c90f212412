/**
 * The one way the site writes an amount of money. Prices are whole US dollars in the content
 * (`content/pricing/`); every page and the price check format them here, so `$37,503` and
 * `($3,125/mo)` look the same wherever they appear.
 */
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `37503` → `$37,503`. Published prices are whole dollars; anything else is a content mistake. */
export function formatUsd(amount: number): string {
  if (!Number.isInteger(amount)) throw new Error(`A published price must be whole dollars; got ${amount}.`);
  return wholeDollars.format(amount);
}

/** `346.0833` → `$346.08`, `354` → `$354`: for computed amounts in messages and explanations. */
export function formatUsdPrecise(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : withCents.format(amount);
}

/** The bracketed monthly figure beside a yearly price: `3125` → `($3,125/mo)`. */
export function formatMonthly(amount: number): string {
  return `(${formatUsd(amount)}/mo)`;
}

/** A price with its unit: `(240, 'TB', 'year')` → `$240/TB/year`. */
export function formatRate(amount: number, ...per: string[]): string {
  return [formatUsd(amount), ...per].join('/');
}

/** A percentage with at most two decimals: `16.94`, `15`. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}
