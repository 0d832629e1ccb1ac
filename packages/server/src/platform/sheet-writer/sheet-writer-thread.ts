import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type ExcelJS from 'exceljs';

/**
 * Writes one .xlsx sheet on a worker thread (issue 23 §23). Building the file is most of an
 * export's CPU: three exports of 100k incidents held /health for over 30 s when exceljs ran on the
 * event loop. The caller reads rows in batches and hands each to `write`; the worker builds the
 * workbook and its bytes are passed to `out` here. One worker per export, ended with the export:
 * exports are rare and capped per person, and a worker of its own dies with a failed one.
 */

/** A cell as the sheet holds it: text, a number, a date (shown by its column's format), or blank. */
export type SheetCell = string | number | Date | null;

/** The one sheet of the file: its name and columns (header, width, format), header row in bold. */
export interface SheetSpec {
  name: string;
  columns: Partial<ExcelJS.Column>[];
}

export type SheetWriterRequest = { kind: 'rows'; rows: SheetCell[][] } | { kind: 'finish' };

export type SheetWriterReply =
  | { kind: 'bytes'; bytes: ArrayBuffer }
  | { kind: 'written' }
  | { kind: 'finished' }
  | { kind: 'failed'; message: string };

export interface SheetWriter {
  /** Adds rows to the sheet; resolves once the worker has written them, so one batch at most waits there. */
  write(rows: SheetCell[][]): Promise<void>;
  /** Completes the file; resolves when its last byte has been passed to `out`. */
  finish(): Promise<void>;
  /** Stops the worker: the export failed or its reader left. */
  abort(): void;
}

/** The worker's heap: the streaming writer keeps only the rows not yet zipped. */
const workerHeapMb = 256;

function spawn(sheet: SheetSpec): Worker {
  // Built, the worker is dist/sheet-writer-worker.js; from source it is TypeScript, loaded through tsx (worker-boot.mjs).
  const entry = new URL('./sheet-writer-worker.ts', import.meta.url);
  const options = {
    name: 'sheet-writer',
    resourceLimits: { maxOldGenerationSizeMb: workerHeapMb, maxYoungGenerationSizeMb: 32 },
  };
  return entry.pathname.endsWith('.js')
    ? new Worker(entry, { ...options, workerData: { sheet } })
    : new Worker(new URL('../worker-boot.mjs', import.meta.url), {
        ...options,
        workerData: { entry: entry.href, sheet },
      });
}

export function openSheetWriter(sheet: SheetSpec, out: Writable): SheetWriter {
  const thread = spawn(sheet);
  // Each request waits for its one reply ('written' or 'finished'); a failure fails the waiting one and all later.
  let waiting: { resolve: () => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = null;
  };
  thread.on('message', (reply: SheetWriterReply) => {
    if (reply.kind === 'bytes') {
      if (!out.destroyed) out.write(Buffer.from(reply.bytes));
      return;
    }
    if (reply.kind === 'failed') return fail(new Error(`sheet writer: ${reply.message}`));
    waiting?.resolve();
    waiting = null;
  });
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`sheet writer exited with code ${code}`)));

  const ask = (request: SheetWriterRequest) => {
    if (failure) return Promise.reject(failure);
    const answered = new Promise<void>((resolve, reject) => (waiting = { resolve, reject }));
    thread.postMessage(request);
    return answered;
  };

  return {
    write: (rows) => ask({ kind: 'rows', rows }),
    async finish() {
      await ask({ kind: 'finish' });
      // Bytes are posted before 'finished', so every one of them is in `out` by now.
      out.end();
      await thread.terminate();
    },
    abort() {
      void thread.terminate();
    },
  };
}
