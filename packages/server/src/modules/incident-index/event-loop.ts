/** Slots scanned between two yields to the event loop (a few ms of work, so a login waits little). */
export const chunkSize = 1 << 15;

/** Lets the requests waiting on the event loop run before a pass on the main thread goes on. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
