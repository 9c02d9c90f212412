import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import { startSiteChecks } from '../../../pipeline/localCms/siteChecks.ts';
import { fixtureProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

const ARTICLE = 'content/articles/audit-readiness.md';

describe("the content manager's site checks, in their worker", () => {
  it('serve what validate finds, and after a save the state of the saved file', { timeout: 120_000 }, async () => {
    const root = fixtureProject('clean');
    const printed: string[] = [];
    const checks = startSiteChecks(root, (line) => printed.push(line));
    const runs: { run: number; errors: number; regenerated: boolean }[] = [];
    checks.afterRun((result, regenerated) => runs.push({ run: result.run, errors: result.errors, regenerated }));
    try {
      expect(checks.result()).toMatchObject({ run: 0, running: true });
      await checks.now('start');
      const clean = validateContent(root);
      expect(checks.result()).toMatchObject({ run: 1, running: false, errors: clean.errors, warnings: clean.warnings, problems: clean.problems });
      expect(clean.errors).toBe(0);
      // The dev server is told once the modules are written; the fixture's image is not a real one,
      // so its copies fail with a note and the pages reload all the same.
      expect(runs).toEqual([{ run: 1, errors: 0, regenerated: true }]);
      expect(existsSync(path.join(root, '.generated', 'content'))).toBe(true);
      expect(printed.join('\n')).toContain('The image copies could not be made: The image `public/images/articles/audit-readiness.webp` could not be read');

      // The fixture whose article gives its reading time in words, saved over the clean one.
      copyFileSync(path.join(projectRoot, 'tests', 'fixtures', 'wrong-type', ARTICLE), path.join(root, ARTICLE));
      checks.changed(ARTICLE);
      expect(checks.result().running).toBe(true);
      await expect.poll(() => checks.result().run, { timeout: 60_000 }).toBe(2);
      const broken = validateContent(root);
      expect(broken.errors).toBeGreaterThan(0);
      expect(checks.result()).toMatchObject({ run: 2, running: false, errors: broken.errors, problems: broken.problems });
      await expect.poll(() => runs.length, { timeout: 60_000 }).toBe(2);
      expect(runs[1]).toEqual({ run: 2, errors: broken.errors, regenerated: false });
      expect(printed.join('\n')).toContain(`validate after ${ARTICLE}: ${broken.filesChecked} files checked, ${broken.errors} error`);
    } finally {
      await checks.close();
    }
  });
});
