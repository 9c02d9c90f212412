/**
 * Plain-language explanations of the `yaml` parser's errors, for people editing content by hand.
 * Each returns what happened and what to do, and may move the position to where the fix goes
 * (an unclosed quote is reported where it opens, not where the parser gave up).
 */
export interface YamlErrorInput {
  code: string;
  message: string;
  /** The YAML text that failed. */
  text: string;
  /** Offset of the error in `text`. */
  offset: number;
}

export interface YamlExplanation {
  message: string;
  /** Offset where the fix goes, when it differs from the parser's. */
  offset?: number;
}

export function explainYamlError({ code, message, text, offset }: YamlErrorInput): YamlExplanation {
  const lineStart = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
  const lineEnd = text.indexOf('\n', offset) === -1 ? text.length : text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd);
  const first = (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '').trim();
  // `title:About`: without a space after the colon YAML reads one long text, not a field, and
  // complains about the lines around it. Said plainly, at the colon (this line or the one above).
  const previousStart = text.lastIndexOf('\n', Math.max(0, lineStart - 2)) + 1;
  for (const [start, candidate] of [[lineStart, line], [previousStart, text.slice(previousStart, Math.max(previousStart, lineStart - 1))]] as const) {
    const glued = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):(?![\s/]|$)(.*)$/.exec(candidate);
    if (glued && code !== 'DUPLICATE_KEY') {
      const colon = start + glued[1]!.length + glued[2]!.length;
      return { message: `The field \`${glued[2]}\` needs a space after its colon: write \`${glued[2]}: ${glued[3]!.trim()}\`.`, offset: colon };
    }
  }
  switch (code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      const colon = /^(\s*(?:-\s+)?)([\w-]+):\s+([^"'\s].*:\s.*)$/.exec(line);
      if (colon) {
        return { message: `The value of \`${colon[2]}\` contains \`: \` (a colon and a space), which YAML reads as the start of a new field. Put the whole value in quotes: \`${colon[2]}: "${colon[3]!.replace(/"/g, '\\"').trim()}"\`.` };
      }
      return { message: 'The lines here do not line up: the fields of one item must start in the same column. Check the indentation of this line and the next one.' };
    }
    case 'MISSING_CHAR': {
      const quote = /closing (["'])/.exec(first)?.[1] ?? (/closing "quote/.test(first) ? '"' : undefined);
      if (quote) {
        const opening = findUnclosedQuote(text, offset, quote);
        return {
          message: `A text that starts with \`${quote}\` is not closed. Add the closing \`${quote}\` at the end of the text (or remove the opening one).`,
          ...(opening !== undefined ? { offset: opening } : {}),
        };
      }
      return { message: `${first}. Check the brackets and quotes on this line.` };
    }
    case 'TAB_AS_INDENT':
      return { message: 'This line is indented with a tab. YAML needs spaces: replace the tab with spaces, lined up with the lines around it.' };
    case 'DUPLICATE_KEY': {
      const key = /^\s*(?:-\s+)?([^:#]+?)\s*:/.exec(text.slice(offset))?.[1] ?? /^\s*(?:-\s+)?([^:#]+?)\s*:/.exec(line)?.[1];
      return { message: `The field ${key ? `\`${key}\`` : 'on this line'} appears twice in the same group. Keep one of them.` };
    }
    case 'BAD_INDENT':
      if (/^Flow (sequence|map)/.test(first)) {
        const open = first.startsWith('Flow sequence') ? '[' : '{';
        const close = open === '[' ? ']' : '}';
        return { message: `A \`${open}\` list is not closed with \`${close}\`. Close it, or write one \`- item\` per line instead.` };
      }
      return { message: 'This line is not lined up with the lines around it: the fields of one group start in the same column, and so do the `- ` items of one list.' };
    case 'BAD_SCALAR_START': {
      const ch = /reserved character (\S)/.exec(first)?.[1];
      const pair = /^(\s*(?:-\s+)?)([\w-]+):\s+(.*)$/.exec(line);
      const example = pair ? ` Write \`${pair[2]}: "${pair[3]!.trim()}"\`.` : '';
      return { message: `A value cannot start with \`${ch ?? line.trim().charAt(0)}\` unless it is in quotes.${example}` };
    }
    case 'UNEXPECTED_TOKEN':
      return { message: `${first}. If a value starts with \`[\`, \`{\` or a quote and then goes on, put the whole value in quotes.` };
    default:
      return { message: `${first}. Check the indentation and quoting on this line and the one above.` };
  }
}

/** The offset of the quote that opens the unclosed text before `offset`, if it can be found. */
function findUnclosedQuote(text: string, offset: number, quote: string): number | undefined {
  const lines = text.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  let index = starts.findLastIndex((s) => s <= offset);
  const opener = new RegExp(`:\\s+${quote}|^\\s*-\\s+${quote}`);
  for (; index >= 0; index--) {
    const line = lines[index]!;
    const valueAt = line.search(opener);
    if (valueAt >= 0 && line.split(quote).length % 2 === 0) return starts[index]! + line.indexOf(quote, valueAt);
  }
  return undefined;
}
