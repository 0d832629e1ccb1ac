import { execFile, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createAdmissionGate, type AdmissionGate } from '../../platform/admission';

/**
 * Debian's `tesseract` (packages tesseract-ocr and tesseract-ocr-rus), run as a child process:
 * the image (PGM) on stdin, the text on stdout, one OCR thread per process, at most `maxRunning`
 * processes at a time across the app (`Ocr`), each at a lower priority (`ocrNiceness`) and killed
 * after `timeoutMs`. Decisions 0029 and 0054.
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
const defaultMaxRunning = 2;
/**
 * Niceness of each tesseract process: on a busy machine the kernel gives the server's own thread
 * (sign-in, every short request) the core first, and OCR the time left (decision 0054).
 */
const ocrNiceness = 5;
/**
 * Whole recognitions (3–4 OCR runs each): two at once, four more waiting; past that the request is
 * refused at once, `recognition_busy` (decision 0054). Four waiting is ~6 s of work on an idle
 * 2-core server, and a page that would wait longer is better sent again than held.
 */
export const recognitionSlots = { slots: 2, queueLimit: 4, firstHoldMs: 0 };

class OcrFailed extends Error {}

/**
 * Tesseract for one app (built by buildApp): `binary` is the `tesseract` to run (`TESSERACT_BIN`),
 * at most `maxRunning` processes of it at a time.
 */
export class Ocr {
  /** Whole recognitions: the service enters before the first OCR run of a page. */
  readonly recognitions: AdmissionGate = createAdmissionGate(recognitionSlots);
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private availability: Promise<boolean> | undefined;

  constructor(
    private readonly binary = 'tesseract',
    private readonly maxRunning = defaultMaxRunning,
  ) {}

  private async slot<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** Runs tesseract on one image (PGM or PNG); its text. */
  read(image: Buffer, options: OcrOptions): Promise<string> {
    const args = ['stdin', 'stdout', '-l', options.lang, '--psm', String(options.psm)];
    if (options.whitelist) args.push('-c', `tessedit_char_whitelist=${options.whitelist}`);
    if (options.tsv) args.push('tsv');
    return this.slot(
      () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(this.binary, args, {
            env: { ...process.env, OMP_THREAD_LIMIT: '1' },
            stdio: ['pipe', 'pipe', 'pipe'],
            timeout: timeoutMs,
          });
          try {
            if (child.pid) setPriority(child.pid, ocrNiceness);
          } catch {
            // A platform that refuses (or a child that already ended) runs it at the server's priority.
          }
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
          child.stdin.end(image);
        }),
    );
  }

  /**
   * Whether tesseract runs here with the Russian and English language data (asked once; a server
   * without them still starts, and recognition answers 503).
   */
  isAvailable(): Promise<boolean> {
    this.availability ??= new Promise((resolve) => {
      execFile(this.binary, ['--list-langs'], { timeout: 10_000 }, (error, stdout, stderr) => {
        if (error) return resolve(false);
        const langs = `${stdout}\n${stderr}`.split(/\s+/);
        resolve(langs.includes('rus') && langs.includes('eng'));
      });
    });
    return this.availability;
  }
}
