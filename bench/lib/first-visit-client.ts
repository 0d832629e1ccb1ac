// The client of bench/first-visit.ts, in its own process so that the server's CPU, measured by the
// parent with process.cpuUsage() around each request, holds none of the client's work (sending,
// reading and parsing answers). The parent sends one request at a time over IPC; the child
// answers its status, size and wall time.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One keep-alive connection: the four requests of a change follow each other on it. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface ClientRequest {
  url: string;
  headers: Record<string, string>;
}

export interface ClientReply {
  status: number;
  bytes: number;
  ms: number;
}

function send({ url, headers }: ClientRequest): Promise<ClientReply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

process.on('message', (request: ClientRequest | 'exit') => {
  if (request === 'exit') {
    agent.destroy();
    process.exit(0);
  }
  send(request).then(
    (reply) => process.send?.(reply),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
