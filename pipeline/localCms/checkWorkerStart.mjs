// Runs ./checkWorker.ts in the worker thread that ./siteChecks.ts starts: a worker does not inherit
// the TypeScript loader of the process that runs `npm run cms`, so this registers tsx's for the worker.
import { tsImport } from 'tsx/esm/api';

await tsImport('./checkWorker.ts', import.meta.url);
