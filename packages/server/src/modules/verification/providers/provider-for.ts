import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { httpProvider } from './http';
import type { VerificationProvider } from './provider';
import { registryProvider } from './registry';

/**
 * The provider `VERIFICATION_PROVIDER` names: our register tables, or the external gateway. One
 * instance per app, so the gateway's circuit breaker sees every check's calls.
 */
export function providerFor(config: Config, database: Database, log?: FastifyBaseLogger): VerificationProvider {
  const { verification } = config;
  if (verification.provider === 'registry') return registryProvider(database);
  return httpProvider({ ...verification.gateway, log });
}
