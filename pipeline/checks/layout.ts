/**
 * `layout`: every content file the admin page edits is written exactly as the content manager
 * saves it, so that a save changes only what the editor changed (and the save test in CI passes).
 * A hand edit in another YAML style (flow style `{ a: 1 }`, other indentation, quotes, a comment)
 * is reported at its first differing line, with the command that rewrites the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fieldsOrders, formOrder, layoutDifference, NOTES_FILE, type LayoutDifference } from '../cms/normalise.ts';
import type { LoadedContent } from '../content/contentSet.ts';
import type { Problem } from '../core/problems.ts';
import { eachFile, type Check } from './support.ts';

const NORMALISE_COMMAND = 'npx tenetry-site normalise-content';

export const cmsLayout: Check = (content: LoadedContent) => {
  let orders: Map<string, string[]>;
  try {
    orders = fieldsOrders(content.root);
  } catch {
    // A schema the forms cannot be generated from is reported by the schema checks.
    return [];
  }
  // A line the schema already rejects is told once: fixing that mistake is the editor's next step.
  const rejected = new Set(content.problems.map((p) => `${p.file}:${p.line}`));
  return eachFile(content, 'layout', (source) => {
    const order = formOrder(orders, source.file);
    if (!order) return [];
    const text = readFileSync(path.join(content.root, source.file), 'utf8');
    const difference = layoutDifference(source.file, text, order);
    return difference && !rejected.has(`${source.file}:${difference.line}`) ? [layoutProblem(source.file, difference)] : [];
  });
};

function layoutProblem(file: string, d: LayoutDifference): Problem {
  const shown = (line: string) => (line.trim() ? `\`${line.trim().slice(0, 80)}\`` : 'an empty line');
  const message = d.comment
    ? `A save from the admin page drops this YAML comment (${shown(d.found)}). Move the note into the field's \`description\` in its schema (the form shows it as the hint) or into ${NOTES_FILE}, delete the comment, then run \`${NORMALISE_COMMAND}\`.`
    : `This line is not in the content manager's YAML style (found ${shown(d.found)}, a save writes ${shown(d.expected)}), so the next save from the admin page would rewrite lines nobody changed. Run \`${NORMALISE_COMMAND}\`: it rewrites the file in that style without changing its content.`;
  return { file, line: d.line, column: d.column, field: '', severity: 'error', rule: 'layout', message };
}
