import { execFile, spawn } from 'node:child_process';

/**
 * Debian's `tesseract` (packages tesseract-ocr and tesseract-ocr-rus), run as a child process:
 * the image on stdin, the text on stdout, one OCR thread per process, at most `maxRunning`
 * processes at a time across the server, each killed after `timeoutMs`. Decision 0029.
 */
export interface OcrOptions {
  /** Tesseract language(s), e.g. `rus` or `eng`. */
  lang: string;
  /** Page segmentation mode: 3 a whole page, 6 a block, 7 one line. */
  psm: 3 | 4 | 6 | 7 | 11;
  /** Only these characters may be read (tesseract's whitelist). */
  whitelist?: string;
  /** Words with their boxes (tesseract's TSV) instead of plain text. */
  tsv?: boolean;
}

const timeoutMs = 20_000;
/** Two cores: two OCR processes at once, the rest wait their turn. */
const maxRunning = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxRunning) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

class OcrFailed extends Error {}

const binary = () => process.env.TESSERACT_BIN ?? 'tesseract';

/** Runs tesseract on one PNG; its text. */
export function ocr(png: Buffer, options: OcrOptions): Promise<string> {
  const args = ['stdin', 'stdout', '-l', options.lang, '--psm', String(options.psm)];
  if (options.whitelist) args.push('-c', `tessedit_char_whitelist=${options.whitelist}`);
  if (options.tsv) args.push('tsv');
  return slot(
    () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(binary(), args, {
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          stdio: ['pipe', 'pipe', 'pipe'],
          timeout: timeoutMs,
        });
        const out: Buffer[] = [];
        let errText = '';
        child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => {
          if (errText.length < 2000) errText += chunk.toString();
        });
        child.on('error', (error) => reject(new OcrFailed(error.message)));
        child.on('close', (code, signal) => {
          if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
          else reject(new OcrFailed(`tesseract ended with ${signal ?? code}: ${errText.slice(0, 200)}`));
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(png);
      }),
  );
}

let availability: Promise<boolean> | undefined;

/**
 * Whether tesseract runs here with the Russian and English language data (asked once; a server
 * without them still starts, and recognition answers 503).
 */
export function ocrAvailable(): Promise<boolean> {
  availability ??= new Promise((resolve) => {
    execFile(binary(), ['--list-langs'], { timeout: 10_000 }, (error, stdout, stderr) => {
      if (error) return resolve(false);
      const langs = `${stdout}\n${stderr}`.split(/\s+/);
      resolve(langs.includes('rus') && langs.includes('eng'));
    });
  });
  return availability;
}

/** Forgets the answer of `ocrAvailable` (tests switch TESSERACT_BIN). */
export function resetOcrAvailability(): void {
  availability = undefined;
}
