/** How a content file's source line is shown under a syntax error: its invisible characters named, a caret under the column. */

const INVISIBLE: Record<string, string> = { '\t': 'a tab', '\u00a0': 'a non-breaking space', '\ufeff': 'a byte-order mark (BOM)', '\r': 'a carriage return (CR)', '\u200b': 'a zero-width space' };

/** ` Invisible characters on this line: a tab at column 3.` when the line has any. */
export function invisibleCharacters(line: string): string {
  const found: string[] = [];
  const chars = [...line];
  chars.forEach((ch, i) => {
    const name = INVISIBLE[ch];
    // A CR that ends the line is a Windows line ending, which is fine.
    if (name && !(ch === '\r' && i === chars.length - 1)) found.push(`${name} at column ${i + 1}`);
  });
  return found.length ? ` Invisible characters on this line: ${found.join(', ')}. Retype them as plain spaces.` : '';
}

/** The source line with a caret under the column; tabs, no-break spaces and the like are shown as marks one can see. */
export function codeFrame(line: string, lineNumber: number, column: number): string {
  const gutter = String(lineNumber);
  const shown = [...line.replace(/\r$/, '')].map((ch) => ({ '\t': '→', '\u00a0': '⍽', '\ufeff': '⟨BOM⟩', '\u200b': '⟨ZWSP⟩' })[ch] ?? ch).join('');
  const pad = ' '.repeat(Math.max(0, column - 1));
  return `${gutter} | ${shown}\n${' '.repeat(gutter.length)} | ${pad}^`;
}
