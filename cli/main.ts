import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { printValidation, validateContent } from '../pipeline/checks/validate.ts';
import { CliError, UsageError } from '../pipeline/core/errors.ts';
import { listRoutes } from '../pipeline/routes/routes.ts';

export interface RunOptions {
  cwd?: string;
  stdout?: (s: string) => void;
  stderr?: (s: string) => void;
}

/** Runs the CLI in-process and resolves to its exit code (0 ok, 1 content errors, 2 usage). */
export async function run(argv: string[], options: RunOptions = {}): Promise<number> {
  const cwd = options.cwd ?? process.cwd();
  const root = projectRoot(cwd);
  const stdout = options.stdout ?? ((s: string) => process.stdout.write(s + '\n'));
  const stderr = options.stderr ?? ((s: string) => process.stderr.write(s + '\n'));
  const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  let exitCode = 0;

  const program = new Command('tenetry-site')
    .description('Validate the site content, generate its typed modules and prerender the website.')
    .version(version)
    .exitOverride()
    .showSuggestionAfterError()
    .configureOutput({ writeOut: (s) => stdout(s.trimEnd()), writeErr: (s) => stderr(s.trimEnd()) });

  program
    .command('validate')
    .description('Check every YAML record and article front matter against its schema, then links, images, calls to action, uniqueness and the site config.')
    .argument('[paths...]', 'only report problems in these files or folders (the cross-checks still read the whole site)')
    .addHelpText(
      'after',
      '\nRun it anywhere in the project. Exit codes: 0 no errors (warnings allowed), 1 errors, 2 wrong usage.\nEach problem: file:line:column  field  message  [severity rule]. See docs/editing-content.md.',
    )
    .addOption(
      new Option('--format <format>', 'output format: text, json, or github (GitHub Actions annotations, one per problem, shown on its line in a pull request)')
        .choices(['text', 'json', 'github'])
        .default('text'),
    )
    .action((paths: string[], opts: { format: 'text' | 'json' | 'github' }) => {
      const result = validateContent(root, paths, cwd);
      printValidation(result, opts.format, opts.format !== 'text' || result.errors === 0 ? stdout : stderr);
      exitCode = result.errors > 0 ? 1 : 0;
    });

  program
    .command('routes')
    .description('List every route the site builds (the route table, lib/routes.ts, with its @slug pages expanded).')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action((opts: { format: 'text' | 'json' }) => {
      const table = listRoutes(root);
      const built = [...new Set(table.routes.map((r) => r.route))];
      if (opts.format === 'json') {
        stdout(JSON.stringify({ routes: built, unresolved: table.unresolved.map((p) => p.pattern) }, null, 2));
        return;
      }
      for (const r of table.routes) stdout(`${r.route.padEnd(56)} ${r.contentId ? `content/${r.contentId}` : r.page.pageFile}`);
      for (const p of table.unresolved) stdout(`${(p.pattern ?? '').padEnd(56)} ${p.pageFile} (values unknown: its content collection is missing)`);
      stdout(`${built.length} routes`);
    });

  program
    .command('generate')
    .description('Write the typed content modules under .generated/ (validates first).')
    .action(async () => {
      const result = validateContent(root);
      if (result.errors > 0) {
        printValidation(result, 'text', stderr);
        exitCode = 1;
        return;
      }
      // Loaded on demand: the type generator is heavy and `validate` (run on every save) needs none of it.
      const [{ generateModules }, { loadContent }] = await Promise.all([import('../pipeline/generate/typedModules.ts'), import('../pipeline/content/contentSet.ts')]);
      const generated = await generateModules(loadContent(root));
      const { writeEditorSettings, SETTINGS_FILE } = await import('../pipeline/generate/editorSettings.ts');
      const settingsChanged = writeEditorSettings(root);
      stdout(`generated ${generated.modules} modules in .generated/${settingsChanged ? `, updated ${SETTINGS_FILE} (schemas for VS Code)` : ''}`);
    });

  program
    .command('preflight')
    .description('Before going live: validate, then list every placeholder left in the content, every integration that is off, and any deploy config that disagrees with the site config.')
    .addHelpText('after', '\nExit codes: 0 ready for launch, 1 something remains. Reads the tag ids as the build does (environment, .env.production).')
    .action(async () => {
      const { preflight, printPreflight } = await import('../pipeline/preflight/preflight.ts');
      exitCode = printPreflight(preflight(root, undefined, stdout), stdout);
    });

  program
    .command('cms')
    .description("Start the content manager on this computer: the site's dev server with the admin at /admin, its local backend, and validate after every save.")
    .addOption(new Option('--port <port>', "the dev server's port (the admin is at http://localhost:<port>/admin)").env('CMS_PORT').default('3000'))
    .addOption(new Option('--backend-port <port>', "the local backend's port").env('CMS_BACKEND_PORT').default('8081'))
    .action(async (opts: { port: string; backendPort: string }) => {
      const port = Number(opts.port);
      const backendPort = Number(opts.backendPort);
      for (const [name, value] of [
        ['--port', port],
        ['--backend-port', backendPort],
      ] as const) {
        if (!Number.isInteger(value) || value < 1 || value > 65535) throw new UsageError(`${name} must be a port number (1 to 65535).`);
      }
      const { startCms } = await import('../pipeline/localCms/serve.ts');
      const cms = await startCms(root, { port, backendPort, out: stdout });
      // Runs until stopped (Ctrl+C).
      await new Promise<void>((resolve) => {
        const stop = () => void cms.close().then(resolve);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  program
    .command('cms-config')
    .description('Print the content manager configuration (Decap CMS config.yml), generated from the schemas and content/.')
    .option('--local <url>', 'for the local backend at this URL (what `npm run cms` serves), instead of the production backend of content/site.yaml')
    .option('--site-url <url>', 'the site the forms preview on (default: the local dev server, or siteUrl in production)')
    .option('--out <file>', 'write the configuration to this file instead of printing it')
    .option('--files', 'print instead the table of every content file and its group and form (docs/editing-content.md)')
    .action(async (opts: { local?: string; siteUrl?: string; out?: string; files?: boolean }) => {
      const { generateCmsConfig, productionBackend, contentFilesTable, cmsConfig, FORMS_ONLY } = await import('../pipeline/cms/index.ts');
      if (opts.files) return stdout(contentFilesTable(root, cmsConfig(root, FORMS_ONLY)));
      const production = productionBackend(root);
      if (!opts.local && production.backend.backend === 'none')
        throw new UsageError(
          'Online editing is switched off (`contentManager.backend: none` in content/site.yaml), so there is no production configuration to write. Pass `--local <url>` for the configuration `npm run cms` uses, or set `contentManager.backend` to `github` or `git-gateway` (docs/deploy.md).',
        );
      const text = opts.local
        ? generateCmsConfig(root, { kind: 'local', url: opts.local, siteUrl: opts.siteUrl ?? 'http://localhost:3000' })
        : generateCmsConfig(root, { kind: 'production', backend: production.backend, siteUrl: opts.siteUrl ?? production.siteUrl });
      if (!opts.out) return stdout(text.trimEnd());
      const { writeFileSync } = await import('node:fs');
      writeFileSync(path.resolve(cwd, opts.out), text);
      stdout(`wrote ${opts.out}`);
    });

  program
    .command('normalise-content')
    .description("Write every content file in the content manager's YAML style, so that a save changes only what the editor changed. Changes no content; re-runnable.")
    .option('--check', 'only list the files that are not in that style (exit 1 when there are any)')
    .option('--move-comments', 'first record the YAML comments (editorial notes) in docs/content-notes.md, so that dropping them loses nothing')
    .action(async (opts: { check?: boolean; moveComments?: boolean }) => {
      const { normaliseContent, recordComments, NOTES_FILE } = await import('../pipeline/cms/normalise.ts');
      if (opts.moveComments && !opts.check) stdout(`${recordComments(root)} notes recorded in ${NOTES_FILE}`);
      const result = normaliseContent(root, { check: !!opts.check });
      for (const f of result.changed) stdout(`${opts.check ? 'not normalised' : 'normalised'}  ${f}`);
      for (const r of result.refused) stderr(`left as is     ${r.file}: ${r.reason}`);
      stdout(`${result.changed.length} ${opts.check ? 'to normalise' : 'normalised'}, ${result.refused.length} left as is`);
      exitCode = result.refused.length > 0 || (opts.check && result.changed.length > 0) ? 1 : 0;
    });

  program
    .command('build')
    .description('Validate, generate the typed modules, then prerender every route into dist/client.')
    .action(async () => {
      const { buildSite } = await import('../pipeline/build/buildSite.ts');
      await buildSite(root, stdout);
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version exit through here with code 0; commander has printed its message.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof CliError) {
      stderr(error.message);
      return error.exitCode;
    }
    // A fault of the tool itself: one clear line, the stack only on request.
    const message = error instanceof Error ? error.message : String(error);
    stderr(`tenetry-site stopped with an internal error: ${message}`);
    if (process.env.TENETRY_DEBUG && error instanceof Error && error.stack) stderr(error.stack);
    else stderr('Set TENETRY_DEBUG=1 to see where it happened.');
    return 1;
  }
}

/** The project folder: `cwd` or the nearest folder above it with both `content/` and `schemas/`. */
export function projectRoot(cwd: string): string {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'content')) && existsSync(path.join(dir, 'schemas'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(cwd);
  }
}

// Executed directly (`tsx cli/main.ts …`): run and set the exit code, never call process.exit().
if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await run(process.argv.slice(2));
}
