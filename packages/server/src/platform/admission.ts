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
     * for one of the analysis slots before its handler runs (decision 0035). `first`: while the
     * request is under way, no waiting analysis request starts (sign-in, decision 0053).
     */
    admission?: 'analysis' | 'first';
  }
}

export interface AdmissionSettings {
  /** Analysis requests whose handlers run at once; the rest wait their turn, in order. */
  slots: number;
  /** Waiting requests beyond this many are answered 503 at once instead of queued. */
  queueLimit: number;
  /**
   * The longest an analysis request waits because requests that go first are under way (0: they
   * do not hold anything back); past it, it starts as it would without them.
   */
  firstHoldMs: number;
}

/** A counting semaphore with a bounded first-come queue, which requests that go first can hold. */
export interface AdmissionGate {
  /** Resolves with the function that gives the slot back; undefined when the queue is full. */
  enter(): Promise<() => void> | undefined;
  /**
   * Until the returned function is called, no waiting request is admitted, and arrivals wait even
   * if a slot is free; but none waits more than `firstHoldMs` on account of holds.
   */
  hold(): () => void;
  readonly running: number;
  readonly waiting: number;
}

/** Gives back once, however often it is called. */
function once(action: () => void): () => void {
  let isDone = false;
  return () => {
    if (isDone) return;
    isDone = true;
    action();
  };
}

export function createAdmissionGate({ slots, queueLimit, firstHoldMs }: AdmissionSettings): AdmissionGate {
  let running = 0;
  let holds = 0;
  const queue: Array<{ since: number; admit: () => void }> = [];
  let recheck: NodeJS.Timeout | undefined;

  const isHeldFor = (since: number) => holds > 0 && performance.now() - since < firstHoldMs;
  const admitWaiting = () => {
    while (running < slots && queue.length > 0 && !isHeldFor(queue[0].since)) {
      running += 1;
      queue.shift()!.admit();
    }
    // held with a slot free: look again when the longest wait reaches the bound
    if (recheck === undefined && running < slots && queue.length > 0) {
      const due = queue[0].since + firstHoldMs - performance.now();
      recheck = setTimeout(
        () => {
          recheck = undefined;
          admitWaiting();
        },
        Math.max(1, Math.ceil(due)),
      );
      recheck.unref();
    }
  };
  const slot = () =>
    once(() => {
      running -= 1;
      admitWaiting();
    });
  return {
    enter() {
      if (running < slots && queue.length === 0 && holds === 0) {
        running += 1;
        return Promise.resolve(slot());
      }
      if (queue.length >= queueLimit) return undefined;
      // the slot passes from the request that leaves to the one that waited longest
      const entered = new Promise<() => void>((resolve) =>
        queue.push({ since: performance.now(), admit: () => resolve(slot()) }),
      );
      admitWaiting();
      return entered;
    },
    hold() {
      if (firstHoldMs <= 0) return () => undefined;
      holds += 1;
      return once(() => {
        holds -= 1;
        admitWaiting();
      });
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
 *
 * A sign-in (`admission: 'first'`) holds the gate from its preHandler to its onSend: the analysis
 * requests already running go on, but no waiting one starts, for at most `firstHoldMs` each. A
 * sign-in's few steps each wait for the main thread, and an analysis handler starting its filter
 * pass there was what they waited behind; its hashing shares the cores with those passes too
 * (decision 0053).
 */
export function registerAdmission(app: FastifyInstance, settings: AdmissionSettings): void {
  const gate = createAdmissionGate(settings);
  app.decorate('analysisGate', gate);
  const slots = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onSend', async (request) => {
    slots.get(request)?.();
  });
  app.addHook('preHandler', async (request, reply) => {
    const admission = request.routeOptions.config?.admission;
    if (admission === 'first') {
      const release = gate.hold();
      slots.set(request, release);
      reply.raw.once('close', release);
      return;
    }
    if (admission !== 'analysis') return;
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
