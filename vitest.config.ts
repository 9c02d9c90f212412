import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine. Many files
    // wait on child processes (builds, `validate` on site copies), so two workers overlap that wait.
    maxWorkers: 2,
  },
});
