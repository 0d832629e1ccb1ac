import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { Columns, type SharedColumns } from './columns';
import { indexTasks } from './tasks/registry';
import type { WorkerReply, WorkerRequest } from './worker-pool';

/**
 * An index worker: keeps views of the columns the main thread shares with it and runs the tasks
 * of tasks/registry.ts over them, by name.
 */
const port = parentPort!;
// Below the main thread, which serves sign-ins and token refreshes: on Linux a thread's nice
// value is its own, so passes running here never make those wait for a core.
if (process.platform === 'linux') setPriority(0, 10);
const views = new Map<number, Columns>();

function viewOf(shared: SharedColumns | undefined, uid: number): Columns {
  if (shared) {
    // the main thread replaced its arrays: older views will not be asked for again
    views.clear();
    views.set(uid, new Columns(shared.capacity, shared));
  }
  const view = views.get(uid);
  if (!view) throw new Error(`index worker: unknown columns ${uid}`);
  return view;
}

/** The task a request names; the payload is the one its main-thread caller built for it. */
function taskOf(name: string): (columns: Columns, payload: unknown) => unknown {
  if (!Object.hasOwn(indexTasks, name)) throw new Error(`index worker: no task ${name}`);
  return indexTasks[name as keyof typeof indexTasks] as (columns: Columns, payload: unknown) => unknown;
}

port.on('message', answer);

function answer(request: WorkerRequest): void {
  let reply: WorkerReply;
  try {
    const columns = viewOf(request.shared, request.uid);
    columns.size = request.size;
    columns.maxRef = request.maxRef;
    const result = taskOf(request.task)(columns, request.payload);
    reply = { id: request.id, result };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply, transferablesOf(reply));
}
port.postMessage({ id: 0, result: 'ready' } satisfies WorkerReply);

/** Typed arrays of a result (one level deep) move to the main thread instead of being copied. */
function transferablesOf(reply: WorkerReply): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  const visit = (value: unknown, depth: number) => {
    if (ArrayBuffer.isView(value) && value.buffer instanceof ArrayBuffer) out.add(value.buffer);
    else if (value && typeof value === 'object' && depth < 3) for (const v of Object.values(value)) visit(v, depth + 1);
  };
  if (reply.error === undefined) visit(reply.result, 0);
  return [...out];
}
