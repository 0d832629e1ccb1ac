import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analysis slots (platform/admission.ts); tests hold them to see who waits. */
    analysisGate: AdmissionGate;
  }
  interface FastifyContextConfig {
    /**
     * `analysis`: the route reads over the whole incident index (list, map, statistics) and waits
     * for one of the analysis slots before its handler runs (decision 0035).
     */
    admission?: 'analysis';
  }
}

export interface AdmissionSettings {
  /** Analysis requests whose handlers run at once; the rest wait their turn, in order. */
  slots: number;
  /** Waiting requests beyond this many are answered 503 at once instead of queued. */
  queueLimit: number;
}

/** A counting semaphore with a bounded first-come queue. */
export interface AdmissionGate {
  /** Resolves with the function that gives the slot back; undefined when the queue is full. */
  enter(): Promise<() => void> | undefined;
  readonly running: number;
  readonly waiting: number;
}

export function createAdmissionGate({ slots, queueLimit }: AdmissionSettings): AdmissionGate {
  let running = 0;
  const queue: Array<() => void> = [];
  const leave = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  const slot = () => {
    let isGivenBack = false;
    return () => {
      if (isGivenBack) return;
      isGivenBack = true;
      leave();
    };
  };
  return {
    enter() {
      if (running < slots) {
        running += 1;
        return Promise.resolve(slot());
      }
      if (queue.length >= queueLimit) return undefined;
      // the slot passes straight from the request that leaves to the one that waited longest
      return new Promise((admit) => queue.push(() => admit(slot())));
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * Heavy reads over the incident index (list, map, statistics) run at most `slots` at a time.
 * Without the gate every such request that arrives starts at once and all of them share the main
 * thread; each step of a short request — a sign-in's query, its hashing, its token writes —
 * then waits behind the steps of every analysis request in progress, and under 20 analysts
 * working back to back that was ~20 ms per step (decision 0035). Waiting before the handler
 * costs the main thread nothing, so requests that take no slot (sign-in, cards, admin) go by.
 * The slot is taken after validation and permissions, so a bad request holds none. It is given
 * back once the answer is serialized (onSend, errors included), not when the client has read it:
 * a client reading a large answer slowly must not hold a slot. Should onSend never come (the
 * client went away first), the response's close gives it back.
 */
export function registerAdmission(app: FastifyInstance, settings: AdmissionSettings): void {
  const gate = createAdmissionGate(settings);
  app.decorate('analysisGate', gate);
  const slots = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onSend', async (request) => {
    slots.get(request)?.();
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config?.admission !== 'analysis') return;
    const entered = gate.enter();
    if (!entered) {
      throw new DomainError('service_unavailable', 'The server is busy; try again in a moment', undefined, {
        'Retry-After': '1',
      });
    }
    const leave = await entered;
    if (request.raw.socket?.destroyed || reply.raw.destroyed) {
      // The client went away while it waited (a browser cancels the requests of a filter it left):
      // nobody would read the answer, so its handler does not run and the slot passes on at once.
      leave();
      reply.hijack();
      return reply;
    }
    slots.set(request, leave);
    reply.raw.once('close', leave);
  });
}
