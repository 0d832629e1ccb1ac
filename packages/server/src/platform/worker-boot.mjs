// Entry of a worker thread run from source (the incident index's workers, the face model's). The
// server runs TypeScript through tsx, whose loader a worker does not inherit: register it here,
// then load the real (TypeScript) worker.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
