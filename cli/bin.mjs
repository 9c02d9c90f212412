#!/usr/bin/env node
// The installed command (`npx tenetry-site validate`): loads the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('./main.ts');
process.exitCode = await run(process.argv.slice(2));
