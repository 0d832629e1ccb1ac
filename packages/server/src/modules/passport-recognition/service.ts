import type {
  RecognizePassportRequest,
  RecognizePassportResult,
} from '@cargo-sentry/contracts/verification/passport-recognition';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { ticketForCheck } from '../verification/service';
import { imageTooLarge } from '../../platform/images/image-header';
import type { ImageThread } from '../../platform/images/image-thread';
import type { GreyImage } from '../../platform/images/grey-image';
import { ImageTooLarge, UnreadableImage } from '../../platform/images/png-bounds';
import { workingLongSide } from './page-image';
import { recognizePassportPage } from './recognize';
import type { Ocr } from './tesseract';

/** Said when the server lacks tesseract or its Russian data (README "Passport recognition"). */
const ocrMissingDetail =
  'Распознавание паспорта недоступно: на сервере не установлены tesseract-ocr и tesseract-ocr-rus ' +
  '(apt-get install tesseract-ocr tesseract-ocr-rus). / Passport recognition is unavailable: the server ' +
  'lacks tesseract-ocr and tesseract-ocr-rus (apt-get install tesseract-ocr tesseract-ocr-rus).';

/** Said when every recognition slot is taken and the queue is full (decision 0054). */
const busyDetail =
  'Сейчас распознаётся слишком много паспортов, повторите через несколько секунд. / ' +
  'Too many passports are being recognized right now; try again in a few seconds.';

/** docs/product.md#verification-errors: passport recognition failure. */
const recognitionFailedDetail = 'Извините, возникла ошибка. / Sorry, an error occurred.';

interface RecognitionContext {
  database: Database;
  rateLimiter: RateLimiter;
  imageThread: ImageThread;
  ocr: Ocr;
  /** Never given the page or what was read on it: only whether and how much was read. */
  log: FastifyBaseLogger;
}

/**
 * `recognize_passport` for a signed-in user: within the user's rate of verification calls, with
 * their own unexpired ticket when one is sent (else their consent, as get_ticket asks), answered
 * 503 where tesseract is missing, `recognition_busy` (503) when the queue of pages is full. Spends no check and stores nothing: the page and what was read
 * stay in memory for this request only.
 */
export async function recognizePassportFor(
  ctx: RecognitionContext,
  user: UserRow,
  body: RecognizePassportRequest,
): Promise<RecognizePassportResult> {
  if (!body.ticket && !body.consent) {
    throw new DomainError('validation_failed', 'Confirm that the personal data was obtained lawfully', {
      consent: ['Confirm that the personal data was obtained lawfully'],
    });
  }
  await ctx.rateLimiter.hitVerification(user.id);
  if (body.ticket) await ticketForCheck(ctx.database, user, body.ticket);
  // A bounded queue over the whole of a page's work, its decoding included: pages beyond it are
  // refused at once, never piled up behind the others (decision 0054).
  const entered = ctx.ocr.recognitions.enter();
  if (!entered) throw new DomainError('recognition_busy', busyDetail, undefined, { 'Retry-After': '5' });
  const leave = await entered;
  try {
    return await recognizeHeld(ctx, body);
  } finally {
    leave();
  }
}

/** A page's work once it holds a recognition slot: decoding, then OCR. */
async function recognizeHeld(
  ctx: RecognitionContext,
  body: RecognizePassportRequest,
): Promise<RecognizePassportResult> {
  let page: GreyImage;
  try {
    // On the image thread: a page is megapixels of pure-JS decoding, which would stall every other request here.
    page = await ctx.imageThread.decodeGrey(body.file.data, workingLongSide);
  } catch (error) {
    if (error instanceof ImageTooLarge) throw imageTooLarge('file');
    if (error instanceof UnreadableImage) {
      throw new DomainError('validation_failed', 'The image could not be read', { file: ['passport_image'] });
    }
    throw error;
  }
  if (!(await ctx.ocr.isAvailable())) throw new DomainError('service_unavailable', ocrMissingDetail);
  try {
    const result = await recognizePassportPage(ctx.ocr, page);
    ctx.log.info(
      { filled: Object.keys(result.sources).length, unsure: result.unsure.length, mrz: result.mrz },
      'passport page recognised',
    );
    return result;
  } catch (error) {
    ctx.log.error(
      { err: error instanceof Error ? error.message.slice(0, 200) : 'unknown' },
      'passport recognition failed',
    );
    throw new DomainError('service_unavailable', recognitionFailedDetail);
  }
}
