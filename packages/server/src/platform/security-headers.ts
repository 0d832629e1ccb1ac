import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** helmet's default HSTS: a year, subdomains included. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

function helmetOptions(scriptHashes: readonly string[]): HelmetOptions {
  return {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // the SPA's inline scripts, each by its hash (spa.ts, inlineScriptHashes)
        scriptSrc: ["'self'", ...scriptHashes],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
  };
}

/**
 * The headers helmet sets with `options`, worked out once. @fastify/helmet builds a new helmet
 * middleware, parsing the CSP directives again, for every request: 2–3 % of the main thread
 * under the concurrent analysts (issue 9, "Under load"). None of our routes varies them.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  // eslint-disable-next-line local/no-row-cast -- a stand-in with the two methods helmet calls; its type asks for a whole ServerResponse
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * helmet's headers, except that HSTS and the CSP's `upgrade-insecure-requests` go only on requests
 * that came over HTTPS (directly, or per X-Forwarded-Proto of a trusted proxy, see TRUST_PROXY).
 * On plain HTTP they make the browser fetch every asset over https from a server that only speaks
 * http, so the app opened as http://<LAN address>:8080 stayed blank.
 */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = []): void {
  const overHttp = Object.entries(helmetHeaders(helmetOptions(scriptHashes)));
  const overHttps = overHttp.map(([name, value]): [string, string] =>
    name === 'Content-Security-Policy' ? [name, `${value};upgrade-insecure-requests`] : [name, value],
  );
  overHttps.push(['Strict-Transport-Security', strictTransportSecurity]);
  // On the raw response, as helmet does: Fastify drops a reply's own headers when it answers an error.
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of request.protocol === 'https' ? overHttps : overHttp) reply.raw.setHeader(name, value);
  });
}
