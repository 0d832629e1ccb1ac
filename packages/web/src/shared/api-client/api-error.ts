import type { ErrorCode } from '@cargo-sentry/contracts/shared/errors';

/** Codes the client adds for failures that never reached a well-formed API answer. */
export type ClientErrorCode = 'network_error' | 'bad_response';

/** Every failed call throws this (CONTRIBUTING.md#web); the UI shows `t('errors.' + code)`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly fields: Record<string, string[]> | undefined;
  /** The whole error body, for a caller that expects more than the one shape (an import's report). */
  readonly body: unknown;

  constructor(
    status: number,
    code: ErrorCode | ClientErrorCode,
    fields?: Record<string, string[]>,
    detail?: string,
    body?: unknown,
  ) {
    super(detail ?? code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
