import type { Problem } from '../core/problems.ts';

const BOM = [0xef, 0xbb, 0xbf];

/**
 * The text of a content file, which must be UTF-8. A byte-order mark is accepted and dropped.
 * Other encodings (Windows-1252 from a word processor, Latin-1) are refused at the first byte that
 * is not UTF-8, so that `’` never ships as `�`.
 */
export function decodeUtf8(file: string, bytes: Uint8Array): { ok: true; text: string } | { ok: false; problems: Problem[] } {
  const start = BOM.every((b, i) => bytes[i] === b) ? BOM.length : 0;
  const body = bytes.subarray(start);
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(body) };
  } catch {
    const bad = firstInvalidUtf8(body);
    const before = new TextDecoder('utf-8').decode(body.subarray(0, bad));
    const lines = before.split('\n');
    const byte = body[bad] ?? 0;
    const cp1252 = CP1252[byte];
    const guess = cp1252 ? ` It looks like Windows-1252 text, where this byte is \`${cp1252}\`.` : '';
    return {
      ok: false,
      problems: [{
        file, line: lines.length, column: [...lines[lines.length - 1]!].length + 1, field: '', severity: 'error', rule: 'encoding',
        message: `This file is not UTF-8: byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} here is not valid UTF-8 text and would be published as \`\uFFFD\`.${guess} Save the file as UTF-8 (in VS Code: click the encoding in the status bar, "Save with Encoding", UTF-8), then retype the character.`,
      }],
    };
  }
}

/** The offset of the first byte that does not belong to a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return bytes.length;
}

/** The Windows-1252 characters editors most often paste from word processors. */
const CP1252: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0xa0: 'no-break space', 0xe9: 'é', 0xe8: 'è', 0xfc: 'ü', 0xf6: 'ö', 0xe4: 'ä' };
