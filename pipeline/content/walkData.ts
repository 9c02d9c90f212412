import { isRecord } from '../../lib/isRecord.ts';

export { isRecord };

/** One value met while walking parsed content: where it is and what holds it. */
export interface Visit {
  /** Path from the file's root: `['sections', 2, 'ctas', 0, 'href']`. */
  segments: (string | number)[];
  /** The key or index that holds the value (`href`), undefined at the root. */
  key: string | number | undefined;
  value: unknown;
  /** The object or list that holds the value. */
  parent: unknown;
}

/** Every value of a parsed YAML (or front matter) tree, depth first, in document order. */
export function* walkData(value: unknown, segments: (string | number)[] = [], parent: unknown = undefined): Generator<Visit> {
  yield { segments, key: segments[segments.length - 1], value, parent };
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* walkData(item, [...segments, i], value);
  } else if (isRecord(value)) {
    for (const [k, item] of Object.entries(value)) yield* walkData(item, [...segments, k], value);
  }
}

