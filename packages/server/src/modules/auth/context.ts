import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../platform/rate-limit';
import type { TokenKeys } from '../../platform/tokens';

/** What sign-in, tokens and account changes run with in one app. */
export interface AuthContext {
  database: Database;
  config: Config;
  tokenKeys: TokenKeys;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
}
