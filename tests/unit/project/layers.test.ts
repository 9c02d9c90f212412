import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, importSpecifiers, layerViolations, sourceFiles, type Layer } from '../helpers/importGraph.ts';
import { CODE_FOLDERS } from '../../../scripts/sources.mjs';
import { projectRoot } from '../helpers/project.ts';

/**
 * The layers of docs/architecture.md, top first: a file may import its own layer and the layers
 * below it, never one above. The ground (generated content, styles) imports nothing of ours.
 */
const LAYERS: Layer[] = [
  { name: 'tools', paths: ['tests/', 'scripts/', 'bench/bench.mjs', 'build/', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts'] },
  { name: 'cli', paths: ['cli/'] },
  // The pipeline's jobs, top first (docs/architecture.md, "The pipeline's code").
  { name: 'pipeline: local content manager', paths: ['pipeline/localCms/'] },
  { name: 'pipeline: preflight', paths: ['pipeline/preflight/'] },
  { name: 'pipeline: build (prerender)', paths: ['pipeline/prerender/'] },
  { name: 'pipeline: post-build', paths: ['pipeline/postbuild/'] },
  { name: 'pipeline: generate', paths: ['pipeline/generate/'] },
  { name: 'pipeline: checks', paths: ['pipeline/checks/'] },
  { name: 'pipeline: content manager config', paths: ['pipeline/cms/'] },
  { name: 'pipeline: headers', paths: ['pipeline/headers/'] },
  { name: 'pipeline: routes', paths: ['pipeline/routes/'] },
  { name: 'pipeline: content', paths: ['pipeline/content/'] },
  { name: 'pipeline: core', paths: ['pipeline/core/'] },
  { name: 'pages', paths: ['pages/', 'admin/'] },
  { name: 'renderer', paths: ['renderer/'] },
  { name: 'client', paths: ['client/'] },
  { name: 'components', paths: ['components/'] },
  { name: 'content access', paths: ['lib/content/'] },
  { name: 'lib', paths: ['lib/'] },
  { name: 'ground', paths: ['.generated/', 'content/', 'styles/', 'public/', 'package.json'] },
];
const SOURCES = [...CODE_FOLDERS, 'tests', 'bench/bench.mjs', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts'];

describe('the import graph of the site', () => {
  // Test fixtures are not part of the site (the layers fixture breaks the rules on purpose).
  const files = sourceFiles(projectRoot, SOURCES).filter((f) => !f.startsWith('tests/fixtures/'));
  const edges = importGraph(projectRoot, files);

  it('is read: every layer of code has files and imports', () => {
    for (const layer of LAYERS.slice(0, -1))
      expect(
        files.some((f) => layer.paths.some((p) => f.startsWith(p))),
        layer.name,
      ).toBe(true);
    expect(edges.length).toBeGreaterThan(files.length);
  });

  it('has no import from a lower layer up to a higher one', () => {
    expect(layerViolations(LAYERS, edges)).toEqual([]);
  });

  it('has no circle of imports', () => {
    expect(importCircles(edges)).toEqual([]);
  });
});

describe('the checker (on a fixture that breaks both rules)', () => {
  const root = path.join(projectRoot, 'tests', 'fixtures', 'layers');
  const edges = importGraph(root, sourceFiles(root, ['lib', 'components']));
  const layers: Layer[] = [
    { name: 'components', paths: ['components/'] },
    { name: 'lib', paths: ['lib/'] },
  ];

  it('finds the upward import', () => {
    expect(layerViolations(layers, edges)).toEqual(['lib/format.ts (lib) imports components/Badge.tsx (components), a layer above it']);
  });

  it('finds the circle', () => {
    expect(importCircles(edges)).toEqual([['components/Badge.tsx', 'components/Label.tsx', 'lib/format.ts']]);
  });

  it('reads static, type-only, re-export, side-effect and dynamic imports, not words in comments', () => {
    const text = [
      "import a from './a.ts';",
      "import type { B } from '../b.ts';",
      "import {\n  c,\n  d,\n} from './cd.ts';",
      "export { e } from './e.ts';",
      "import './side.css';",
      "const f = await import('./f.ts');",
      '// the word import in a comment, from nowhere',
    ].join('\n');
    expect(importSpecifiers(text).sort()).toEqual(['../b.ts', './a.ts', './cd.ts', './e.ts', './f.ts', './side.css']);
  });
});
