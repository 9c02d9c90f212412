/**
 * Rule `bidi`: no bidirectional control character (U+202A–U+202E, U+2066–U+2069) in any text or
 * address of the content. They are invisible and reorder what a reader sees (a link that reads
 * `/pricing` can go elsewhere, "Trojan Source"); the content never needs them.
 */
import type { LoadedContent } from '../content/contentSet.ts';
import { walkData } from '../content/walkData.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { eachFile, problemAt } from './support.ts';

const BIDI = /[\u202A-\u202E\u2066-\u2069]/g;

const NAMES: Record<string, string> = {
  '\u202A': 'LEFT-TO-RIGHT EMBEDDING',
  '\u202B': 'RIGHT-TO-LEFT EMBEDDING',
  '\u202C': 'POP DIRECTIONAL FORMATTING',
  '\u202D': 'LEFT-TO-RIGHT OVERRIDE',
  '\u202E': 'RIGHT-TO-LEFT OVERRIDE',
  '\u2066': 'LEFT-TO-RIGHT ISOLATE',
  '\u2067': 'RIGHT-TO-LEFT ISOLATE',
  '\u2068': 'FIRST STRONG ISOLATE',
  '\u2069': 'POP DIRECTIONAL ISOLATE',
};

/** The message for the first bidi control character of a text, or undefined. */
export function bidiMessage(text: string): { index: number; message: string } | undefined {
  BIDI.lastIndex = 0;
  const m = BIDI.exec(text);
  if (!m) return undefined;
  const ch = m[0];
  const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`;
  const before = text.slice(Math.max(0, m.index - 20), m.index).replace(BIDI, '');
  const count = text.match(BIDI)?.length ?? 1;
  return {
    index: m.index,
    message: `This text holds an invisible direction control character, ${code} ${NAMES[ch]}${count > 1 ? ` (and ${count - 1} more)` : ''}${before ? `, after \`${before}\`` : ''}: it changes the order in which the text is shown, so what a reader sees is not what is written. Delete it (retype the text around it if your editor does not show it).`,
  };
}

export const bidiControls: Check = (content: LoadedContent) =>
  eachFile(content, 'bidi', (source) => {
    const out: Problem[] = [];
    for (const v of walkData(source.data)) {
      const found = typeof v.value === 'string' ? bidiMessage(v.value) : undefined;
      if (found) out.push(problemAt(source, v.segments, { rule: 'bidi', message: found.message }));
    }
    if (source.body) {
      source.body.split('\n').forEach((line, i) => {
        const found = bidiMessage(line);
        if (found) out.push(problemAt(source, ['body'], { rule: 'bidi', message: found.message, line: (source.bodyLine ?? 1) + i, column: found.index + 1 }));
      });
    }
    return out;
  });
