#!/usr/bin/env node
// Times `tenetry-site validate` on the whole content: N runs as a separate process (what an
// editor waits for on save), reporting wall time and the command's own figure (parse, schemas,
// cross-checks, without Node start-up). Usage: node scripts/time-validate.mjs [runs=10]
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 10);
const wall = [];
const inner = [];
const cpu = [];
let files = 0;
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [path.join(root, 'cli', 'bin.mjs'), 'validate', '--format', 'json'], { cwd: root, encoding: 'utf8' });
  wall.push(performance.now() - started);
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    process.exitCode = 1;
    break;
  }
  const report = JSON.parse(r.stdout);
  inner.push(report.durationMs);
  cpu.push(report.cpuMs);
  files = report.filesChecked;
}
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return `median ${Math.round(median)} ms, min ${Math.round(s[0])} ms, max ${Math.round(s[s.length - 1])} ms`;
};
if (inner.length) {
  console.log(`validate, ${files} content files, ${inner.length} runs (node ${process.version})`);
  console.log(`  whole command (process start to exit): ${stats(wall)}`);
  console.log(`  validation itself (load, schemas, checks): ${stats(inner)}`);
  console.log(`  CPU time of the validation itself: ${stats(cpu)}`);
}
