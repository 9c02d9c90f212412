/**
 * When `npm run cms` checks the site: once the writes of a save have settled (no change for
 * `delayMs`), never two runs at once, and every save that lands during a run gathered into one more
 * run after it, so the files' last state is always the one checked.
 */

export interface CheckQueue {
  /** A file changed: a run follows once the writes have settled. */
  changed: (file: string) => void;
  /** A run for `reason`, now or after the one under way; resolves once a run that began after this call has finished. */
  request: (reason: string) => Promise<void>;
  /** A change waits for a run (settling, or queued behind the run under way). */
  due: () => boolean;
  close: () => void;
}

/** `run` reports its own failures: it never rejects. */
export function checkQueue(run: (reason: string) => Promise<void>, delayMs = 250): CheckQueue {
  let timer: NodeJS.Timeout | undefined;
  let files = new Set<string>();
  let next: { reasons: string[]; done: Promise<void>; finish: () => void } | undefined;
  let busy = false;

  const drain = async () => {
    busy = true;
    while (next) {
      const batch = next;
      next = undefined;
      await run(batch.reasons.join('; '));
      batch.finish();
    }
    busy = false;
  };

  const request = (reason: string) => {
    if (!next) {
      let finish = () => {};
      const done = new Promise<void>((resolve) => (finish = resolve));
      next = { reasons: [], done, finish };
    }
    next.reasons.push(reason);
    const { done } = next;
    if (!busy) void drain();
    return done;
  };

  return {
    changed: (file) => {
      files.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const names = [...files].sort().join(', ');
        files = new Set();
        void request(names);
      }, delayMs);
    },
    request,
    due: () => timer !== undefined || next !== undefined,
    close: () => clearTimeout(timer),
  };
}
