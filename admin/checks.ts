/**
 * The last `validate` result, shown in the admin page. `npm run cms` re-runs `validate` after every
 * save and serves the result at /admin/validation.json; the page polls it, so an editor sees
 * `content/pricing/gpu-infrastructure.yaml:44:13 …` without reading a terminal. Where nothing
 * serves it (online editing), the panel stays hidden: the pull request's checks do that job.
 */

import type { CheckResult, Problem } from '../lib/problem.ts';

export type { CheckResult } from '../lib/problem.ts';

export const CHECKS_URL = '/admin/validation.json';

type Listener = (result: CheckResult) => void;
const listeners = new Set<Listener>();
let last: CheckResult | undefined;

export function onChecks(listener: Listener): () => void {
  listeners.add(listener);
  if (last) listener(last);
  return () => listeners.delete(listener);
}

function isResult(value: unknown): value is CheckResult {
  const v = value as CheckResult;
  return !!v && typeof v.run === 'number' && Array.isArray(v.problems) && typeof v.summary === 'string';
}

async function poll(): Promise<boolean> {
  try {
    const response = await fetch(CHECKS_URL, { cache: 'no-store' });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    if (!isResult(body)) return false;
    if (!last || body.run !== last.run || body.running !== last.running) {
      last = body;
      for (const l of listeners) l(body);
    }
    return true;
  } catch {
    return false;
  }
}

export function problemLine(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.field || '(file)'}  ${p.message}  [${p.severity} ${p.rule}]`;
}

/** Starts polling and mounts the panel; nothing is shown when no checks are served. */
export async function startChecksPanel(): Promise<void> {
  if (!(await poll())) return;
  const panel = document.createElement('section');
  panel.className = 'site-checks';
  panel.setAttribute('aria-label', 'Site checks');
  panel.setAttribute('data-site-checks', '');
  const summary = document.createElement('p');
  summary.className = 'site-checks__summary';
  summary.setAttribute('role', 'status');
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'site-checks__toggle';
  toggle.setAttribute('aria-expanded', 'false');
  const list = document.createElement('ol');
  list.className = 'site-checks__list';
  list.hidden = true;
  const label = () => {
    const count = list.childElementCount;
    toggle.hidden = count === 0;
    toggle.textContent = `${list.hidden ? 'Show' : 'Hide'} ${count} ${count === 1 ? 'problem' : 'problems'}`;
  };
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
    label();
  });
  panel.append(summary, toggle, list);
  document.body.append(panel);

  onChecks((result) => {
    panel.dataset['state'] = result.running ? 'running' : result.errors ? 'errors' : 'ok';
    summary.textContent = result.running ? 'Checking the site after your save…' : `Site checks: ${result.summary}`;
    const ordered = [...result.problems.filter((p) => p.severity === 'error'), ...result.problems.filter((p) => p.severity !== 'error')];
    list.replaceChildren(
      ...ordered.map((p) => {
        const item = document.createElement('li');
        item.dataset['severity'] = p.severity;
        item.textContent = problemLine(p);
        return item;
      }),
    );
    // An error opens the list: the editor must see it without looking for it.
    if (result.errors > 0 && list.hidden) {
      list.hidden = false;
      toggle.setAttribute('aria-expanded', 'true');
    }
    label();
  });
  window.setInterval(() => void poll(), 2000);
}

/** After a save, look again soon (the run starts as the file lands). */
export function checkSoon(): void {
  for (const delay of [300, 1000, 2500]) window.setTimeout(() => void poll(), delay);
}
