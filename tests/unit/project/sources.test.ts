import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_SOURCES, staleReason } from '../../../scripts/sources.mjs';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function fixture(): { marker: string; touch: (rel: string, secondsAgo: number) => void } {
  dir = mkdtempSync(path.join(os.tmpdir(), 'site-sources-'));
  const touch = (rel: string, secondsAgo: number) => {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'x');
    const t = Date.now() / 1000 - secondsAgo;
    utimesSync(file, t, t);
  };
  return { marker: path.join(dir, 'dist/client/index.html'), touch };
}

describe('whether `npm start` must build first', () => {
  it('watches the content, the schemas and the code', () => {
    for (const source of ['content', 'schemas', 'build', 'cli', 'pipeline', 'client', 'components', 'lib', 'pages', 'renderer', 'styles', 'public']) expect(BUILD_SOURCES).toContain(source);
  });

  it('builds when there is no build', () => {
    const { marker, touch } = fixture();
    touch('content/site.yaml', 100);
    expect(staleReason(dir, marker)).toBe('no build found');
  });

  it('builds when a content, schema or code file changed after the build, and names it', () => {
    for (const changed of ['content/pages/about.yaml', 'schemas/site.schema.json', 'components/ui/Cta.tsx']) {
      const { marker, touch } = fixture();
      touch('content/site.yaml', 100);
      touch('dist/client/index.html', 50);
      touch(changed, 10);
      expect(staleReason(dir, marker)).toBe(`${changed} changed since the last build`);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the build as it is when nothing changed since', () => {
    const { marker, touch } = fixture();
    touch('content/site.yaml', 100);
    touch('README.md', 5);
    touch('dist/client/index.html', 50);
    expect(staleReason(dir, marker)).toBeUndefined();
  });
});
