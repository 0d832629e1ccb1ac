import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AnalystsResult, AnalystsSettings } from './analysts';

/** Runs the analysts' load (lib/analysts.ts) in a child process and answers its latencies. */
export function runAnalysts(settings: AnalystsSettings): Promise<AnalystsResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./analysts.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (result) => resolve(result as AnalystsResult));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load process exited with ${code}`));
    });
    child.send(settings);
  });
}
