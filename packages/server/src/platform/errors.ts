import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorStatus, type ErrorCode } from '@cargo-sentry/contracts/shared/errors';
import type { ApiErrorBody } from '@cargo-sentry/contracts/shared/common';
import { UnexpectedRowError } from '../db/rows';

/** Thrown by services; the one error handler turns it into `{detail, code, fields?}`. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    detail?: string,
    readonly fields?: Record<string, string[]>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
    /** Extra members of the error body beside detail and code (an import's row-by-row report). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail ?? code);
  }
}

function body(code: ErrorCode, detail: string, fields?: Record<string, string[]>): ApiErrorBody {
  return fields ? { detail, code, fields } : { detail, code };
}

/**
 * Fastify's router answers a malformed URL or an over-long path parameter itself, before any
 * hook or error handler; this puts those answers in the one error shape too.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void reply.status(400).send(body('malformed_request', error.message.slice(0, 200)));
}

/** Maps every failure to the one error shape; bad input never becomes a 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.headers) reply.headers(error.headers);
      const answer = body(error.code, error.message, error.fields);
      return reply.status(errorStatus[error.code]).send(error.extra ? { ...error.extra, ...answer } : answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (fields[where] ??= []).push(issue.message ?? 'invalid');
      }
      return reply.status(400).send(body('validation_failed', 'Request validation failed', fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body('internal', 'Internal error'));
    }
    if (error instanceof UnexpectedRowError) {
      // The database answered what the code does not expect (docs/architecture.md#rows-are-parsed):
      // our fault, not the caller's; the detail names the statement, the log has the column.
      request.log.error({ err: error, purpose: error.purpose, issues: error.issues }, 'row does not match its schema');
      return reply.status(500).send(body('internal', `Internal error: unexpected row in ${error.purpose}`));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('rate_limited', 'Too many requests, try again later'));
    }
    if (status === 413) return reply.status(413).send(body('payload_too_large', error.message));
    if (status === 415) return reply.status(415).send(body('unsupported_media_type', error.message));
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty bodies with a JSON content type, bad multipart and the like.
      return reply.status(400).send(body('malformed_request', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', 'Internal error'));
  });
}
