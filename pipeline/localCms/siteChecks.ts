import { Worker } from 'node:worker_threads';
import type { CheckResult } from '../../lib/problem.ts';
import { formatProblem } from '../core/problems.ts';
import { checkQueue } from './checkQueue.ts';
import type { CheckerData, CheckerReply } from './checkWorker.ts';
import type { Referrer } from './referrers.ts';

/**
 * `validate` after every save, for `npm run cms`, off the request path: the runs happen in a worker
 * thread (./checkWorker.ts), one at a time, and saves that land during a run become one more run
 * (./checkQueue.ts). The last result is what /admin/validation.json serves (`running` while a save
 * waits for its result) and the terminal prints; what links to each entry comes with it.
 */

export interface SiteChecks {
  /** The last result as the admin page reads it. */
  result: () => CheckResult;
  /** Entry file → the places that link to its page, from the last run. */
  referrers: () => Record<string, Referrer[]>;
  /** A file under `content/` or `schemas/` changed. */
  changed: (file: string) => void;
  /** A run for `reason` (after the one under way); resolves once its result is in place. */
  now: (reason: string) => Promise<void>;
  /** Calls `listener` once each run is over: its result, and whether the dev server's modules were regenerated. */
  afterRun: (listener: RunListener) => void;
  close: () => Promise<void>;
}

export type RunListener = (result: CheckResult, regenerated: boolean) => void;

/**
 * The plugin by which `npm run cms` hands its runs to the dev server's content watch
 * (build/vite/contentWatch.ts), which then only reloads and shows errors instead of validating again.
 */
export const SITE_CHECKS_PLUGIN = 'site:site-checks';
export type SiteChecksApi = Pick<SiteChecks, 'afterRun'>;

const time = () => new Date().toLocaleTimeString('en-GB');

export function startSiteChecks(root: string, out: (s: string) => void): SiteChecks {
  let run = 0;
  let last: CheckResult = { run: 0, running: true, finishedAt: '', errors: 0, warnings: 0, problems: [], summary: 'checking…' };
  let referrers: Record<string, Referrer[]> = {};
  // A run has started and its result is not in yet.
  let checking = false;
  let worker: Worker | undefined;
  let closed = false;
  const listeners: RunListener[] = [];

  const publish = (reason: string, reply: Extract<CheckerReply, { kind: 'checked' }>) => {
    run += 1;
    referrers = reply.referrers;
    for (const note of reply.notes) out(`  ${note}`);
    const count = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;
    const summary = `${reply.filesChecked} files checked, ${count(reply.errors, 'error')}, ${count(reply.warnings, 'warning')}`;
    last = { run, running: false, finishedAt: new Date().toISOString(), errors: reply.errors, warnings: reply.warnings, problems: reply.problems, summary };
    out(`\n[${time()}] validate after ${reason}: ${summary}`);
    for (const p of reply.problems.filter((p) => p.severity === 'error')) out(`  ${formatProblem(p)}`);
  };

  // A run that could not finish is shown as one: an error in the panel, never the previous result.
  const fail = (reason: string, message: string) => {
    run += 1;
    const summary = `validate could not run: ${message}`;
    last = { run, running: false, finishedAt: new Date().toISOString(), errors: 1, warnings: 0, problems: [], summary };
    out(`\n[${time()}] validate after ${reason} could not run: ${message}`);
  };

  /** One run in the worker (started on first use, and again after one failed); resolves when the run is over, whatever happened. */
  const runInWorker = (reason: string) =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      const data: CheckerData = { root };
      const current = (worker ??= new Worker(new URL('./checkWorkerStart.mjs', import.meta.url), { workerData: data }));
      checking = true;
      let over = false;
      const finish = (failure?: string, regenerated = false) => {
        if (over) return;
        over = true;
        current.off('message', onMessage).off('error', onError).off('exit', onExit);
        // A failure after the result was in can only be the typed modules' (the worker's last step).
        if (failure !== undefined && !closed) {
          if (checking) fail(reason, failure);
          else out(`  The dev server's modules could not be regenerated: ${failure}`);
        }
        checking = false;
        if (!closed) for (const listener of listeners) listener(last, regenerated);
        resolve();
      };
      const onMessage = (reply: CheckerReply) => {
        if (reply.kind === 'checked') {
          publish(reason, reply);
          checking = false;
        } else if (reply.kind === 'failed') finish(reply.message);
        else {
          for (const note of reply.notes) out(`  ${note}`);
          finish(undefined, reply.regenerated);
        }
      };
      // The worker is gone: the next run starts a new one.
      const onError = (error: Error) => {
        if (worker === current) worker = undefined;
        finish(error.message);
      };
      const onExit = (code: number) => {
        if (worker === current) worker = undefined;
        finish(`the checks' worker stopped (exit code ${code})`);
      };
      current.on('message', onMessage).on('error', onError).on('exit', onExit);
      current.postMessage('check');
    });

  const queue = checkQueue(runInWorker);

  return {
    // Running until the first result is in, and while a save waits for its own.
    result: () => ({ ...last, running: run === 0 || queue.due() || checking }),
    referrers: () => referrers,
    changed: queue.changed,
    now: queue.request,
    afterRun: (listener) => void listeners.push(listener),
    close: async () => {
      closed = true;
      queue.close();
      await worker?.terminate();
    },
  };
}
