import { describe, expect, it, vi } from 'vitest';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { contentWatch } from '../../../build/vite/contentWatch.ts';
import type { CheckResult, Problem } from '../../../lib/problem.ts';
import { formatProblem } from '../../../pipeline/core/problems.ts';
import { SITE_CHECKS_PLUGIN, type RunListener, type SiteChecksApi } from '../../../pipeline/localCms/siteChecks.ts';

/** A dev server with only what the plugin touches, recording what it sends, watches and invalidates. */
function fakeServer(plugins: Plugin[]) {
  const sent: unknown[] = [];
  const watched: string[] = [];
  const invalidated = vi.fn();
  const server = {
    config: { root: '/site', plugins, logger: { info: vi.fn(), error: vi.fn() } },
    ws: { on: vi.fn(), send: (payload: unknown) => void sent.push(payload) },
    watcher: { add: (dirs: string[]) => void watched.push(...dirs), on: vi.fn() },
    environments: { client: { moduleGraph: { invalidateAll: invalidated } }, ssr: { moduleGraph: { invalidateAll: invalidated } } },
  };
  return { server: server as unknown as ViteDevServer, sent, watched, invalidated, events: () => server.watcher.on.mock.calls.map(([event]) => event as string) };
}

function start(plugins: Plugin[]) {
  const fake = fakeServer(plugins);
  const hook = contentWatch().configureServer as (server: ViteDevServer) => void;
  hook(fake.server);
  return fake;
}

const PROBLEM: Problem = { file: 'content/pages/pricing.yaml', line: 4, column: 3, field: 'tiers[0].price', message: 'must be a number', severity: 'error', rule: 'schema' };
const WARNING: Problem = { ...PROBLEM, field: 'tiers[1].note', message: 'is long', severity: 'warning', rule: 'length' };
const result = (problems: Problem[]): CheckResult => {
  const errors = problems.filter((p) => p.severity === 'error').length;
  return { run: 1, running: false, finishedAt: '', errors, warnings: problems.length - errors, problems, summary: `3 files checked, ${errors} errors` };
};

describe("the dev server's content watch", () => {
  it('under npm run dev, watches content/ and schemas/ itself', () => {
    const { watched, events } = start([]);
    expect(watched).toEqual(['/site/content', '/site/schemas']);
    expect(events()).toEqual(['change', 'add', 'unlink']);
  });

  describe("under npm run cms, after its site checks' runs", () => {
    const withSiteChecks = () => {
      let listener: RunListener | undefined;
      const api: SiteChecksApi = { afterRun: (l) => void (listener = l) };
      const fake = start([{ name: SITE_CHECKS_PLUGIN, api }]);
      return { ...fake, run: (r: CheckResult, regenerated: boolean) => listener!(r, regenerated) };
    };

    it('neither watches nor validates the content itself', () => {
      const { watched, events, sent } = withSiteChecks();
      expect(watched).toEqual([]);
      expect(events()).toEqual([]);
      expect(sent).toEqual([]);
    });

    it('drops the modules and reloads the pages once a clean run has regenerated them', () => {
      const { run, sent, invalidated } = withSiteChecks();
      run(result([WARNING]), true);
      expect(invalidated).toHaveBeenCalledTimes(2);
      expect(sent).toEqual([{ type: 'full-reload', path: '*' }]);
    });

    it("shows a run's errors (not its warnings) in the overlay and keeps the pages as they are", () => {
      const { run, sent, invalidated } = withSiteChecks();
      const broken = result([PROBLEM, WARNING]);
      run(broken, false);
      expect(invalidated).not.toHaveBeenCalled();
      expect(sent).toHaveLength(1);
      const message = (sent[0] as ErrorPayload).err.message;
      expect(message).toContain(formatProblem(PROBLEM));
      expect(message).not.toContain(WARNING.message);
      expect(message).toContain(broken.summary);
    });

    it('does nothing after a clean run whose modules could not be written', () => {
      const { run, sent, invalidated } = withSiteChecks();
      run(result([]), false);
      expect(invalidated).not.toHaveBeenCalled();
      expect(sent).toEqual([]);
    });
  });
});
