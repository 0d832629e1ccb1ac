import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../platform/background';
import { recordSecurityEvents, rememberApiKeyAddress, type NewSecurityEvent } from './service';

/** Key-and-address pairs remembered per process before the set starts again (each costs an insert once). */
const knownAddressesMax = 10_000;

/**
 * Writes security events after the response (docs/product.md#security-event-log): a failure to
 * write is logged and never reaches the request that caused the event.
 */
export interface SecurityEventRecorder {
  record(event: NewSecurityEvent): void;
  /** A call with API key `keyId` from `address`: an event when the key was never used from there. */
  noteApiKeyCall(call: { keyId: number; apiUserId: number; address: string }): void;
}

export function createSecurityEventRecorder(
  database: Database,
  background: BackgroundTasks,
  log: FastifyBaseLogger,
): SecurityEventRecorder {
  // Pairs known to be in api_key_addresses: most calls come from an address seen before, and
  // this spares them the insert.
  const knownAddresses = new Set<string>();
  const write = (name: string, task: () => Promise<void>) =>
    background.run(name, async () => {
      try {
        await task();
      } catch (error) {
        log.error({ err: error }, 'security event not recorded');
      }
    });
  return {
    record(event) {
      write('security-event', () => recordSecurityEvents(database.db, [event]));
    },
    noteApiKeyCall({ keyId, apiUserId, address }) {
      const pair = `${keyId}|${address}`;
      if (knownAddresses.has(pair)) return;
      write('security-event-api-key', async () => {
        const isNew = await rememberApiKeyAddress(database.db, keyId, address);
        if (knownAddresses.size >= knownAddressesMax) knownAddresses.clear();
        knownAddresses.add(pair);
        if (!isNew) return;
        await recordSecurityEvents(database.db, [
          { kind: 'api_key_new_address', actorId: apiUserId, apiKeyId: keyId, address, target: `api_key:${keyId}` },
        ]);
      });
    },
  };
}
