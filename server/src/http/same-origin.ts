import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { MSG } from '@sevak/shared';
import { AppError } from '../errors/app-error';

/*
 * Cross-site request forgery: the session is a cookie, so a page on another site could make a
 * signed-in browser send a change to Sevak. Browsers say where a request comes from (`Origin`,
 * and `Sec-Fetch-Site` in current ones), so a change from another site's page is refused before
 * it runs. Requests with neither header (curl, scripts, other servers) carry no browser's cookie
 * by accident and are let through. Reads change nothing, so they are not checked.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 'https://sevak.example.in' → 'sevak.example.in'; undefined for 'null' or anything malformed. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

export function isCrossSiteChange(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (allowedOrigins.includes(origin)) return false;
    // The address the browser sent the request to, as Fastify reads it (X-Forwarded-Host only
    // with TRUST_PROXY). The scheme is not compared: behind a proxy that ends HTTPS, Sevak
    // itself is spoken to over HTTP.
    return hostOf(origin) !== request.host;
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

export function registerSameOriginCheck(app: FastifyInstance, config: Pick<Config, 'allowedOrigins'>): void {
  app.addHook('onRequest', async (request) => {
    if (isCrossSiteChange(request, config.allowedOrigins)) {
      request.log.warn({ origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] }, 'cross-site change refused');
      throw AppError.forbidden(MSG.common.crossSite);
    }
  });
}
