import { createHash } from 'node:crypto';
import { retentionBounds } from '@cargo-sentry/contracts/personal-data/retention';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../platform/background';
import type { SignInLock } from '../../platform/rate-limit';
import {
  countRefusedSignIns,
  recordLockOut,
  recordSecurityEvents,
  rememberApiKeyAddress,
  type NewSecurityEvent,
} from './service';

/** Key-and-address pairs remembered per process before the set starts again (each costs an insert once). */
const knownAddressesMax = 10_000;
const dayMs = 86_400_000;
/**
 * How long this process trusts that a key-and-address pair is in api_key_addresses without asking:
 * a day, and less than half the shortest retention period staff can set, so the memory never
 * claims a pair the retention job has forgotten. While trusted, the row's last call is at most a
 * day old, and the job deletes only rows unused for the whole period (30 days at least); after it
 * the next call writes the pair again, moving its last call on, or recording a forgotten pair's
 * "new address" event. Bounded by time rather than cleared after a destruction run: the job runs
 * in one process of many, and the others would keep their memory.
 */
const knownAddressTrustMs = Math.min(dayMs, (retentionBounds.api_key_addresses.min * dayMs) / 2);
/**
 * How long the sign-ins a lock refuses gather before one update adds them to its event: an
 * attacker hammering a locked account costs one write per lock and process in this time, not
 * one per attempt. Closing the app writes what has gathered (`BackgroundTasks.defer`).
 */
const refusedBatchMs = 10_000;

/** A sign-in refused with 429: the lock that refused it, where from, and the login tried (masked). */
interface SignInRefusal {
  lock: SignInLock;
  address: string;
  target: string | null;
}

/**
 * Writes security events after the response (docs/product.md#security-event-log): a failure to
 * write is logged and never reaches the request that caused the event.
 */
export interface SecurityEventRecorder {
  record(event: NewSecurityEvent): void;
  /** A call with API key `keyId` from `address`: an event when the key was never used from there. */
  noteApiKeyCall(call: { keyId: number; apiUserId: number; address: string }): void;
  /** A sign-in a lock refused: the lock's one `lock_out` event when it begins, else a count on that event. */
  noteSignInRefusal(refusal: SignInRefusal): void;
}

/** Which lock, without the counter's key: it holds the login tried, unmasked, for an unknown account. */
const lockIdOf = (lock: SignInLock) =>
  createHash('sha256').update(`${lock.limit}|${lock.key}`).digest('hex').slice(0, 24);

export function createSecurityEventRecorder(
  database: Database,
  background: BackgroundTasks,
  log: FastifyBaseLogger,
): SecurityEventRecorder {
  // Pairs known to be in api_key_addresses, and when this process last wrote them: most calls come
  // from an address seen before, and this spares them the write.
  const knownAddresses = new Map<string, number>();
  // Refusals gathering per lock until their batch is written; an entry lives `refusedBatchMs`.
  const refusedBatches = new Map<string, { count: number; since: Date }>();
  // A lock's `lock_out` write while it runs: its refusals' batch waits for it (a drain runs both at once).
  const lockOutWrites = new Map<string, Promise<void>>();
  const guarded = (task: () => Promise<void>) => async () => {
    try {
      await task();
    } catch (error) {
      log.error({ err: error }, 'security event not recorded');
    }
  };
  const write = (name: string, task: () => Promise<void>) => background.run(name, guarded(task));
  return {
    record(event) {
      write('security-event', () => recordSecurityEvents(database.db, [event]));
    },
    noteApiKeyCall({ keyId, apiUserId, address }) {
      const pair = `${keyId}|${address}`;
      const writtenAt = knownAddresses.get(pair);
      if (writtenAt !== undefined && Date.now() - writtenAt < knownAddressTrustMs) return;
      write('security-event-api-key', async () => {
        const now = Date.now();
        const isNew = await rememberApiKeyAddress(database.db, keyId, address);
        if (knownAddresses.size >= knownAddressesMax) knownAddresses.clear();
        knownAddresses.set(pair, now);
        if (!isNew) return;
        await recordSecurityEvents(database.db, [
          { kind: 'api_key_new_address', actorId: apiUserId, apiKeyId: keyId, address, target: `api_key:${keyId}` },
        ]);
      });
    },
    noteSignInRefusal({ lock, address, target }) {
      const lockId = lockIdOf(lock);
      const at = new Date();
      if (lock.refused <= 1) {
        // A lock begins: a batch still gathering under this id is the previous lock's, and its
        // deferred write keeps counting it there.
        refusedBatches.delete(lockId);
        write('security-event-lock-out', async () => {
          const written = recordLockOut(database.db, {
            lockId,
            limit: lock.limit,
            lockedUntil: lock.lockedUntil,
            address,
            target,
            at,
          });
          lockOutWrites.set(lockId, written);
          try {
            await written;
          } finally {
            if (lockOutWrites.get(lockId) === written) lockOutWrites.delete(lockId);
          }
        });
        return;
      }
      const gathering = refusedBatches.get(lockId);
      if (gathering) {
        gathering.count += 1;
        return;
      }
      const batch = { count: 1, since: at };
      refusedBatches.set(lockId, batch);
      background.defer(
        'security-event-lock-refusals',
        refusedBatchMs,
        guarded(async () => {
          if (refusedBatches.get(lockId) === batch) refusedBatches.delete(lockId);
          await lockOutWrites.get(lockId)?.catch(() => undefined);
          const isCounted = await countRefusedSignIns(database.db, lockId, batch.count, batch.since);
          if (!isCounted) log.warn({ refused: batch.count }, 'refused sign-ins of a lock without its lock_out event');
        }),
      );
    },
  };
}
