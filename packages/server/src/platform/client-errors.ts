import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { errorStatus, type ErrorCode } from '@cargo-sentry/contracts/shared/errors';
import type { ApiErrorBody } from '@cargo-sentry/contracts/shared/common';

/** What Node found wrong before Fastify saw a request, as a code of the one error shape. */
function errorOf(nodeCode: string | undefined): { code: ErrorCode; detail: string } {
  switch (nodeCode) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { code: 'request_timeout', detail: 'The request was not received in time' };
    case 'HPE_HEADER_OVERFLOW':
      return { code: 'headers_too_large', detail: 'Request headers are too large' };
    default:
      return { code: 'malformed_request', detail: 'Malformed HTTP request' };
  }
}

/**
 * Fastify's `clientErrorHandler` (the server's 'clientError' event): requests Node rejects itself
 * (headers too large, a request or its headers not received within the timeouts, bad HTTP) are
 * answered in the app's one error shape, not Node's or Fastify's own bodies.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, detail } = errorOf(error.code);
  this.log.debug({ err: error }, `client error: ${code}`);
  // Only before any byte of a response: otherwise this would corrupt one already under way.
  if (socket.writable && socket.bytesWritten === 0) {
    const status = errorStatus[code];
    const body = JSON.stringify({ detail, code } satisfies ApiErrorBody);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
