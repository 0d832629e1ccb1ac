import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { Columns, type SharedColumns } from './columns';
import type { WorkerReply, WorkerRequest } from './worker-pool';

/**
 * An index worker: keeps views of the columns the main thread shares with it and runs task
 * functions over them. A task names the module and export to run, so features keep their hot
 * loops in their own module and this file knows none of them.
 */
const port = parentPort!;
// Below the main thread, which serves sign-ins and token refreshes: on Linux a thread's nice
// value is its own, so passes running here never make those wait for a core.
if (process.platform === 'linux') setPriority(0, 10);
const views = new Map<number, Columns>();
const handlers = new Map<string, (columns: Columns, payload: unknown) => unknown>();

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

async function handlerOf(module: string, name: string) {
  const key = `${module}#${name}`;
  let handler = handlers.get(key);
  if (!handler) {
    const loaded = (await import(module)) as Record<string, unknown>;
    if (typeof loaded[name] !== 'function') throw new Error(`index worker: ${key} is not a function`);
    handler = loaded[name] as (columns: Columns, payload: unknown) => unknown;
    handlers.set(key, handler);
  }
  return handler;
}

// The handler never rejects (every failure becomes an error reply), so its promise may be dropped.
port.on('message', (request: WorkerRequest) => void answer(request));

async function answer(request: WorkerRequest): Promise<void> {
  let reply: WorkerReply;
  try {
    const columns = viewOf(request.shared, request.uid);
    columns.size = request.size;
    columns.maxRef = request.maxRef;
    const handler = await handlerOf(request.module, request.name);
    const result = handler(columns, request.payload);
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
