import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkQueue } from '../../../pipeline/localCms/checkQueue.ts';

/** A run that waits until the test lets it finish. */
function gatedRuns() {
  const reasons: string[] = [];
  const gates: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const run = async (reason: string) => {
    reasons.push(reason);
    most = Math.max(most, ++running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
  };
  return { run, reasons, finish: (i: number) => gates[i]!(), most: () => most };
}

const settled = (p: Promise<void>) => Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 0))]);

afterEach(() => void vi.useRealTimers());

describe('when the content manager checks the site', () => {
  it('checks once the writes of a save have settled, once for all the files it wrote', async () => {
    vi.useFakeTimers();
    const reasons: string[] = [];
    const queue = checkQueue((reason) => Promise.resolve(void reasons.push(reason)), 250);
    queue.changed('content/b.yaml');
    await vi.advanceTimersByTimeAsync(200);
    queue.changed('content/a.yaml');
    expect(queue.due()).toBe(true);
    await vi.advanceTimersByTimeAsync(249);
    expect(reasons).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reasons).toEqual(['content/a.yaml, content/b.yaml']);
    expect(queue.due()).toBe(false);
  });

  it('never runs two checks at once: the saves made during a run become one more run after it', async () => {
    const runs = gatedRuns();
    const queue = checkQueue(runs.run);
    const first = queue.request('start');
    const second = queue.request('content/a.yaml');
    const third = queue.request('content/b.yaml');
    expect(runs.reasons).toEqual(['start']);
    expect(queue.due()).toBe(true);
    runs.finish(0);
    await first;
    // The saves wait for a run that began after them, not for the one that was under way.
    expect(await settled(second)).toBe(false);
    expect(runs.reasons).toEqual(['start', 'content/a.yaml; content/b.yaml']);
    expect(queue.due()).toBe(false);
    runs.finish(1);
    await Promise.all([second, third]);
    expect(runs.reasons).toHaveLength(2);
    expect(runs.most()).toBe(1);
  });

  it('checks again after a run that started before the last save, so the last state is the one checked', async () => {
    vi.useFakeTimers();
    const runs = gatedRuns();
    const queue = checkQueue(runs.run, 250);
    queue.changed('content/a.yaml');
    await vi.advanceTimersByTimeAsync(250);
    queue.changed('content/a.yaml');
    await vi.advanceTimersByTimeAsync(250);
    expect(runs.reasons).toEqual(['content/a.yaml']);
    expect(queue.due()).toBe(true);
    runs.finish(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.reasons).toEqual(['content/a.yaml', 'content/a.yaml']);
    runs.finish(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.due()).toBe(false);
  });
});
