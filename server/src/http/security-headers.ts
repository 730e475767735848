import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/*
 * What a browser may load and run on Sevak's pages. Everything comes from Sevak's own address:
 * the client's scripts are built files (public/theme-init.js included, no inline script), and the
 * only calls go to /trpc and /api. Two allowances, each for a reason:
 * - style-src 'unsafe-inline': Ant Design writes its CSS-in-JS as <style> elements at run time,
 *   and Swagger UI (/api/docs) sets style attributes.
 * - img-src data:: a logo being chosen is previewed as a data URL before it is saved (saved
 *   logos are served from /logos, on Sevak's own address).
 * No page may be framed by another site (clickjacking), and forms may post only here.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Security headers on every response: the policy above, no framing, no MIME sniffing, no referrer.
 * helmet's middleware is made once and run on each request (@fastify/helmet would make it anew
 * for every request, parsing the policy each time).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const setSecurityHeaders = helmet({
    // Every directive is listed above; none comes from helmet's defaults (whose
    // upgrade-insecure-requests would break Sevak served over plain HTTP on a shop's network).
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    // HSTS means something only over HTTPS, which COOKIE_SECURE says Sevak is behind. Other
    // sites under the same domain are the operator's business, so subdomains are left alone.
    strictTransportSecurity: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
  // A shop's records are never kept by a browser's or a proxy's cache: a shared computer's next
  // user, or the back button after signing out, must not find them.
  app.addHook('onSend', async (request, reply) => {
    if (CALL_PATH.test(request.url)) reply.header('cache-control', 'no-store');
  });
}

/** Where answers carry a shop's data: the tRPC calls and the REST facade (not its docs). */
const CALL_PATH = /^\/(trpc|api\/v1)(\/|\?|$)/;
