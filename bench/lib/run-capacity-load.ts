import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CapacityLoadMessage, CapacityLoadResult, CapacityLoadSettings } from './capacity-load';

/**
 * Runs one step of the capacity load (lib/capacity-load.ts) in a child process; `onRecording` is
 * called when its recorded seconds begin, and the latencies come back at the end.
 */
export function runCapacityLoad(settings: CapacityLoadSettings, onRecording: () => void): Promise<CapacityLoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./capacity-load.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx'],
    });
    child.on('message', (message: CapacityLoadMessage) => {
      if (message.type === 'recording') onRecording();
      else resolve(message);
    });
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load process exited with ${code}`));
    });
    child.send(settings);
  });
}
