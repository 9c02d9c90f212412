/**
 * The price records of `content/pricing/`, read by /pricing and the three marketplace solution
 * pages. Pages never write a figure themselves: they look it up here and format it with
 * `lib/format/money.ts`, so the same price reads the same everywhere.
 */
import software from '#content/pricing/enterprise-software';
import license from '#content/pricing/governance-license';
import gpu from '#content/pricing/gpu-infrastructure';
import storage from '#content/pricing/storage';
import type { GpuModelPrice } from '../../.generated/types/pricing/gpu-infrastructure.ts';
import type { PriceCell, PriceTerm } from '../../.generated/types/defs/pricing.ts';
import type { StorageDetailText, StorageFactRef } from '../../.generated/types/defs/marketplace.ts';
import { formatUsd } from '../format/money.ts';

export { gpu, license, software, storage };
export type { GpuModelPrice, PriceCell, PriceTerm };

/** 'Minimum of one PoG license required per account': written once, shown on four pages. */
export const accountMinimumNote: string = license.accountMinimum.note;

export type TermKey = PriceTerm['key'];

/** One tier's line of the software page: a starting price in words around an amount, or a text. */
export type SoftwarePagePrice = (typeof software.softwarePage)[number];

/** A price table row: its name and one cell per term. */
export type TermRow = { name: string } & Record<TermKey, PriceCell>;

/** The GPU model's record (class, specs, prices) by its vendor model code. */
export function gpuModel(name: string): GpuModelPrice {
  const model = gpu.rows.find((row) => row.name === name);
  if (!model) throw new Error(`No GPU model \`${name}\` in content/pricing/gpu-infrastructure.yaml: use one of ${gpu.rows.map((r) => r.name).join(', ')}.`);
  return model;
}

/**
 * The software page's pricing text of a tier: 'Starting at $4,500 / GPU / year', 'Custom Enterprise Pricing'.
 * `prices` is the pricing file's record; tests pass their own.
 */
export function softwarePagePricing(tier: string, prices: { softwarePage: readonly SoftwarePagePrice[] } = software): string {
  const entry = prices.softwarePage.find((p) => p.tier === tier);
  if (!entry) throw new Error(`No software-page price for tier \`${tier}\` in content/pricing/enterprise-software.yaml.`);
  return 'text' in entry ? entry.text : `${entry.prefix} ${formatUsd(entry.amount)} ${entry.suffix}`;
}

/** A storage detail: text as written, or one of the storage facts by key. */
export function storageDetail(detail: StorageDetailText | StorageFactRef): string {
  return 'text' in detail ? detail.text : storage.facts[detail.fact];
}
