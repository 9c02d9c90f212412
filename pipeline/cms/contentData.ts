import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { parse } from 'yaml';
import type { ContentEntry } from '../content/discover.ts';

/** A content file's data, or `{}` when it cannot be read (validate reports why). */
export function readContentData(entry: Pick<ContentEntry, 'absolutePath'>): Record<string, unknown> {
  try {
    const text = readFileSync(entry.absolutePath, 'utf8');
    const data: unknown = entry.absolutePath.endsWith('.md') ? matter(text).data : parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
