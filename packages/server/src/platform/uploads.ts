import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DomainError } from './errors';
import { refuseOversizedImage } from './images/image-header';

export interface UploadLimits {
  /** Bytes of one file; a larger one is refused with 413 before it is buffered whole. */
  maxFileBytes: number;
  /** File parts in one request; more are refused with 413. */
  maxFiles?: number;
}

const hasHttpStatus = (error: unknown) => typeof (error as { statusCode?: unknown }).statusCode === 'number';

/**
 * Lets the routes of one plugin take `multipart/form-data` (call it inside the feature's plugin,
 * so its limits apply there and nowhere else). Each file part is buffered, within the limits,
 * into `{ filename, mimetype, data }` and text parts into strings (a repeated name into a list),
 * so the body is validated by the route's contract schema like a JSON one (contracts
 * `uploads.ts`). A form that cannot be read is 400 `malformed_request`; the limits answer 413, and
 * so does a JPEG or PNG whose header declares more than `maxImagePixels` (`image_too_large`).
 */
export async function acceptUploads(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles ?? 1,
      fields: 40,
      fieldSize: 64 * 1024,
      parts: 50,
      headerPairs: 20,
    },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    const add = (name: string, value: unknown) => {
      const previous = body[name];
      body[name] = previous === undefined ? value : [previous, value].flat();
    };
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          // Every route, present or future, that takes a file refuses an image bomb before anything decodes it.
          refuseOversizedImage(data, part.fieldname);
          add(part.fieldname, { filename: part.filename, mimetype: part.mimetype, data });
        } else {
          add(part.fieldname, part.value);
        }
      }
    } catch (error) {
      if (hasHttpStatus(error) || error instanceof DomainError) throw error;
      throw new DomainError('malformed_request', 'The form data could not be read');
    }
    request.body = body;
  });
}
