import type { FastifyBaseLogger } from 'fastify';

/**
 * Thrown by a check whose provider could not answer and whose answer has no field to say so (the
 * driver-type checks, docs/product.md#verification-errors): `runCheck` stores "not carried out" on the ticket and answers 503
 * with the text of docs/product.md#verification-errors, and the ticket stays usable for the other checks.
 */
export class NotCarriedOut extends Error {
  constructor() {
    super('Sorry, an error has occurred.');
  }
}

/**
 * Asks a provider for a driver-type check: a failure is logged (what failed, never whom it was
 * about) and becomes `NotCarriedOut`.
 */
export async function askProvider<T>(log: FastifyBaseLogger, check: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error, check }, 'verification provider failed');
    throw new NotCarriedOut();
  }
}
