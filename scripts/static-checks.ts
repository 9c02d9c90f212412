// The type check and the typed lint in one process, over one TypeScript program: tsc's diagnostics
// for tsconfig.json, then ESLint (eslint.config.js) given that program for its type information,
// where `npm run typecheck` and `npm run lint` each build the same program (a quarter of their CPU).
// `npm test` runs this; exit 1 when either finds an error.
// Usage: npx tsx scripts/static-checks.ts
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const pretty = Boolean(process.stdout.isTTY);

/** The program `tsc -p tsconfig.json` checks, and its diagnostics (tsc --noEmit's). */
function typeCheck(): { program: ts.Program; errors: number } {
  const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  const report = (diagnostics: readonly ts.Diagnostic[]) =>
    diagnostics.length > 0 && process.stdout.write(pretty ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host) : ts.formatDiagnostics(diagnostics, host));
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) });
  if (!config) process.exit(1);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config) });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  report(diagnostics);
  return { program, errors: diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length };
}

const { program, errors: typeErrors } = typeCheck();
console.log(typeErrors === 0 ? 'Type check: no errors.' : `Type check: ${typeErrors} error${typeErrors === 1 ? '' : 's'}.`);

// The TypeScript files ESLint type-checks are the program's (the config's `project` is this tsconfig.json).
const eslint = new ESLint({ cwd: root, overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parserOptions: { programs: [program] } } }] });
const results = await eslint.lintFiles(['.']);
const output = await (await eslint.loadFormatter('stylish')).format(results);
if (output) console.log(output);
const lintErrors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
console.log(lintErrors === 0 ? `Lint: no errors in ${results.length} files.` : `Lint: ${lintErrors} error${lintErrors === 1 ? '' : 's'}.`);

process.exit(typeErrors > 0 || lintErrors > 0 ? 1 : 0);
