/**
 * The site checks of `npm run cms`, in a worker thread (./siteChecks.ts starts it through
 * ./checkWorkerStart.mjs), so that the local backend and the dev server answer the admin page while
 * they run. Each message asks for one run: `validate`, then what links to each entry (asked before a
 * delete); the result goes back at once (`checked`), then the dev server's typed modules and image
 * copies are written from the same content when it has no error (`done`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Problem } from '../../lib/problem.ts';
import { validateContent } from '../checks/validate.ts';
import { generateImages } from '../generate/images.ts';
import { generateModules } from '../generate/typedModules.ts';
import { entryReferrers, type Referrer } from './referrers.ts';

export interface CheckerData {
  root: string;
}

export type CheckerReply =
  | { kind: 'checked'; filesChecked: number; errors: number; warnings: number; problems: Problem[]; referrers: Record<string, Referrer[]>; notes: string[] }
  | { kind: 'done'; regenerated: boolean; notes: string[] }
  | { kind: 'failed'; message: string };

const port = parentPort;
if (!port) throw new Error('checkWorker.ts runs in a worker thread (started by siteChecks.ts).');
const { root } = workerData as CheckerData;
const reply = (message: CheckerReply) => port.postMessage(message);
const text = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function check(): Promise<void> {
  let result: ReturnType<typeof validateContent>;
  try {
    result = validateContent(root);
  } catch (error) {
    return reply({ kind: 'failed', message: text(error) });
  }
  const notes: string[] = [];
  let referrers: Record<string, Referrer[]> = {};
  try {
    referrers = entryReferrers(result.content);
  } catch (error) {
    notes.push(`What links to each entry could not be worked out, so deletes are not questioned: ${text(error)}`);
  }
  const { filesChecked, errors, warnings, problems } = result;
  reply({ kind: 'checked', filesChecked, errors, warnings, problems, referrers, notes });
  if (errors > 0) return reply({ kind: 'done', regenerated: false, notes: ['The dev server keeps showing the last valid content until these are fixed.'] });
  try {
    await generateModules(result.content);
  } catch (error) {
    return reply({ kind: 'done', regenerated: false, notes: [`The dev server's modules could not be regenerated: ${text(error)}`] });
  }
  // After the modules, whose run removes the image manifest with every file it did not write. An
  // image that cannot be encoded still lets the pages reload, with the image as it is.
  try {
    await generateImages(result.content);
    reply({ kind: 'done', regenerated: true, notes: [] });
  } catch (error) {
    reply({ kind: 'done', regenerated: true, notes: [`The image copies could not be made: ${text(error)}`] });
  }
}

port.on('message', () => void check());
