/**
 * The last `validate` result, shown in the admin page. `npm run cms` re-runs `validate` after every
 * save and serves the result at /admin/validation.json; the page polls it, so an editor sees each
 * problem against the form's labels (`Gpu infrastructure (/pricing) › Rows › 3 › One year ›
 * Monthly`, a link to the form) and its file and line, without reading a terminal. Where nothing
 * serves it (online editing), the panel stays hidden: the pull request's checks do that job.
 */

import type { CheckResult, Problem } from '../lib/problem.ts';
import { fieldLabel, formOf, type ConfigCollection } from './fieldLabels.ts';

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

/** Where a problem is in the file (`content/pricing/gpu-infrastructure.yaml:44:13`), with its severity and rule. */
export function problemLocation(p: Problem): string {
  return `${p.file}:${p.line}:${p.column} · ${p.severity} ${p.rule}`;
}

/** The forms of the configuration the page loaded: they name a problem's place. */
let forms: readonly ConfigCollection[] = [];

/**
 * A problem's place in the editor's words: the form's label and the field's labels
 * (`Gpu infrastructure (/pricing) › Rows › 3 › One year › Monthly`), with the admin route of the
 * form; a file no form edits (a schema) is named by its path.
 */
export function problemPlace(p: Problem): { text: string; route?: string; field: string } {
  const form = formOf(forms, p.file);
  if (!form) return { text: p.field ? `${p.file} › ${p.field}` : p.file, field: p.field };
  const field = p.field ? fieldLabel(form.fields, p.field) : '';
  return { text: field ? `${form.label} › ${field}` : form.label, route: form.route, field };
}

/** Keeps the page's room for the panel (`--site-checks-room`, admin.css) equal to its height. */
function reserveRoom(panel: HTMLElement): void {
  const set = () => document.documentElement.style.setProperty('--site-checks-room', `${Math.ceil(panel.getBoundingClientRect().height)}px`);
  new ResizeObserver(set).observe(panel);
  set();
}

/** One problem as the panel lists it: its place in the form, the message, then the file and line in small print. */
function problemItem(p: Problem): HTMLLIElement {
  const item = document.createElement('li');
  item.dataset['severity'] = p.severity;
  const place = problemPlace(p);
  const where = document.createElement(place.route ? 'a' : 'strong');
  where.className = 'site-checks__place';
  where.textContent = place.text;
  if (place.route) where.setAttribute('href', place.route);
  const message = document.createElement('span');
  message.className = 'site-checks__message';
  message.textContent = p.message;
  const location = document.createElement('span');
  location.className = 'site-checks__location';
  location.textContent = problemLocation(p);
  item.append(where, message, location);
  return item;
}

/** Starts polling and mounts the panel; nothing is shown when no checks are served (then it resolves false). */
export async function startChecksPanel(collections: readonly ConfigCollection[]): Promise<boolean> {
  forms = collections;
  if (!(await poll())) return false;
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
  reserveRoom(panel);

  onChecks((result) => {
    panel.dataset['state'] = result.running ? 'running' : result.errors ? 'errors' : 'ok';
    summary.textContent = result.running ? 'Checking the site after your save…' : `Site checks: ${result.summary}`;
    const ordered = [...result.problems.filter((p) => p.severity === 'error'), ...result.problems.filter((p) => p.severity !== 'error')];
    list.replaceChildren(...ordered.map(problemItem));
    // An error opens the list: the editor must see it without looking for it.
    if (result.errors > 0 && list.hidden) {
      list.hidden = false;
      toggle.setAttribute('aria-expanded', 'true');
    }
    label();
  });
  window.setInterval(() => void poll(), 2000);
  return true;
}

/** After a save, look again soon (the run starts as the file lands). */
export function checkSoon(): void {
  for (const delay of [300, 1000, 2500]) window.setTimeout(() => void poll(), delay);
}
