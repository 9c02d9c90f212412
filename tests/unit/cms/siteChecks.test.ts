import { copyFileSync } from 'node:fs';
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
    try {
      expect(checks.result()).toMatchObject({ run: 0, running: true });
      await checks.now('start');
      const clean = validateContent(root);
      expect(checks.result()).toMatchObject({ run: 1, running: false, errors: clean.errors, warnings: clean.warnings, problems: clean.problems });
      expect(clean.errors).toBe(0);

      // The fixture whose article gives its reading time in words, saved over the clean one.
      copyFileSync(path.join(projectRoot, 'tests', 'fixtures', 'wrong-type', ARTICLE), path.join(root, ARTICLE));
      checks.changed(ARTICLE);
      expect(checks.result().running).toBe(true);
      await expect.poll(() => checks.result().run, { timeout: 60_000 }).toBe(2);
      const broken = validateContent(root);
      expect(broken.errors).toBeGreaterThan(0);
      expect(checks.result()).toMatchObject({ run: 2, running: false, errors: broken.errors, problems: broken.problems });
      expect(printed.join('\n')).toContain(`validate after ${ARTICLE}: ${broken.filesChecked} files checked, ${broken.errors} error`);
    } finally {
      await checks.close();
    }
  });
});
