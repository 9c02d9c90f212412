import type { LoadedContent } from '../content/contentSet.ts';
import type { Problem } from '../problems.ts';
import { priceConsistency } from './prices.ts';

/** A cross-check runs on the content that passed its schemas and reports located problems. */
export type Check = (content: LoadedContent) => Problem[];

/** Every cross-check beyond the schemas, in the order they run. */
export const checks: Check[] = [priceConsistency];
