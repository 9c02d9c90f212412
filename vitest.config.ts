import { defineConfig } from 'vitest/config';

// Time limits catch a test that hangs, not a slow machine: CI runs the unit tests beside the browser
// tests and the type check on two cores, where a test that takes 1 s alone can take 20.
const HANG_LIMIT_MS = 120_000;

export default defineConfig({
  plugins: [
    {
      // Tests load the packages' own builds, as the CLI and the site's build do, not the ones Vite's
      // `development` condition picks (the Markdown parser's check assertions at every step, in every
      // validate). Set once the config is resolved: Vitest's defaults would extend a plain
      // `ssr.resolve.conditions`, not replace it.
      name: 'package-builds-without-development-condition',
      enforce: 'post',
      configResolved(config) {
        const conditions = (config.ssr.resolve?.conditions ?? ['node']).filter((c) => c !== 'development|production');
        config.ssr.resolve = { ...config.ssr.resolve, conditions };
        config.environments.ssr!.resolve.conditions = conditions;
      },
    },
  ],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: HANG_LIMIT_MS,
    hookTimeout: HANG_LIMIT_MS,
    // The test files of a worker share its module graph: loading the pipeline once per worker, not
    // once per file, is most of the run's CPU. So no file may leave state behind: no module mocks
    // (code under test takes its fixture records as arguments), and every stubbed variable, global
    // and spy is put back after each test.
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
    restoreMocks: true,
  },
});
