import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { SheetSpec, SheetWriterReply, SheetWriterRequest } from './sheet-writer-thread';

/**
 * The sheet writer's worker (see `sheet-writer-thread`): builds one .xlsx with exceljs's streaming
 * writer from the rows the main thread sends, and posts the file's bytes back as they come. It is
 * the CPU of an export (~0.17 ms a row), kept off the event loop that serves every other request.
 */
const port = parentPort!;

/**
 * Runs at a lower priority than the main thread: on two cores, three exports' workers and the
 * event loop would otherwise share the CPU evenly and a request would wait its turn behind them.
 * Linux lets a thread be reniced by its id (`/proc/thread-self` names it); elsewhere this is skipped.
 */
function lowerOwnPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(threadId, 10);
  } catch {
    // No /proc (not Linux) or not allowed: the worker runs at the process's priority.
  }
}
lowerOwnPriority();
const { sheet: spec } = workerData as { sheet: SheetSpec };

const post = (reply: SheetWriterReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

const toParent = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    const bytes = new Uint8Array(chunk).buffer;
    post({ kind: 'bytes', bytes }, [bytes]);
    callback();
  },
});

const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: toParent, useStyles: true, useSharedStrings: false });
const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
sheet.columns = spec.columns;
sheet.getRow(1).font = { bold: true };
sheet.getRow(1).commit();

async function handle(request: SheetWriterRequest): Promise<void> {
  if (request.kind === 'rows') {
    for (const row of request.rows) sheet.addRow(row).commit();
    post({ kind: 'written' });
    return;
  }
  sheet.commit();
  await workbook.commit();
  post({ kind: 'finished' });
}

// One message at a time, in order: the main thread waits for 'written' before it sends more.
let queue = Promise.resolve();
port.on('message', (request: SheetWriterRequest) => {
  queue = queue
    .then(() => handle(request))
    .catch((error: unknown) =>
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
});
