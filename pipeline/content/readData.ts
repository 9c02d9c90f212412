import { isRecord } from '../../lib/isRecord.ts';
import { readSourceFile } from './sourceFile.ts';

/**
 * One content file's data (a YAML record, or an article's front matter) through the same reader
 * validate uses, for tools that need a value before or without validation (the content manager's
 * configuration). A file that cannot be read or parsed gives `{}`: validate reports why, located.
 */
export function readContentData(root: string, absolutePath: string): Record<string, unknown> {
  try {
    const parsed = readSourceFile(root, absolutePath);
    return parsed.ok && isRecord(parsed.source.data) ? parsed.source.data : {};
  } catch {
    // Missing or unreadable: validate reports it.
    return {};
  }
}
