import { performance } from 'node:perf_hooks';
import { openDatabase } from './src/db/client';
import { getStatistics } from './src/modules/analysis/service';
import { getIncidentIndex } from './src/modules/incident-index/service';
import { statisticsResponseSchema } from '@cargo-sentry/contracts/analysis';
const database = await openDatabase({ dataDir: '/tmp/cargo-sentry-bench/pglite-100000' });
const index = getIncidentIndex(database);
let t = performance.now();
await index.count();
console.log('load', performance.now() - t);
for (let i = 0; i < 5; i++) {
  t = performance.now();
  await index.refresh();
  const t1 = performance.now();
  const body = await getStatistics(database, { country: [], geo: [], cargo: [], price: [], category: [] }, { accessLevel: 'full' });
  const t2 = performance.now();
  statisticsResponseSchema.parse(body);
  const t3 = performance.now();
  const json = JSON.stringify(body);
  const t4 = performance.now();
  console.log(`refresh ${(t1 - t).toFixed(1)} stats ${(t2 - t1).toFixed(1)} zod ${(t3 - t2).toFixed(1)} json ${(t4 - t3).toFixed(1)} size ${json.length}`);
}
await database.close();
