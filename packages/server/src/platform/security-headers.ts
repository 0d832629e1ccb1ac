import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** helmet's default HSTS: a year, subdomains included. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * helmet's headers, except that HSTS and the CSP's `upgrade-insecure-requests` go only on requests
 * that came over HTTPS (directly, or per X-Forwarded-Proto of a trusted proxy, see TRUST_PROXY).
 * On plain HTTP they make the browser fetch every asset over https from a server that only speaks
 * http, so the app opened as http://<LAN address>:8080 stayed blank.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Runs after helmet's own onRequest hook, which has set the CSP on the raw response.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.raw.setHeader('Strict-Transport-Security', strictTransportSecurity);
    const policy = reply.raw.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') {
      reply.raw.setHeader('Content-Security-Policy', `${policy};upgrade-insecure-requests`);
    }
  });
}
