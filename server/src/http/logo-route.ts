import { imageOfDataUrl } from '@sevak/shared';
import type { FastifyInstance } from 'fastify';
import { findLogo } from '../modules/logos/logos';

const ONE_YEAR_SECONDS = 31_536_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VERSION = /^[0-9a-f]{16}$/;

/** GET /logos/:businessId/:version: the image bytes, kept by browsers for a year. */
export function registerLogoRoute(app: FastifyInstance): void {
  app.get<{ Params: { businessId: string; version: string } }>('/logos/:businessId/:version', async (request, reply) => {
    const { businessId, version } = request.params;
    const logo = UUID.test(businessId) && VERSION.test(version) ? await findLogo(app.deps.db, businessId, version) : null;
    const image = logo === null ? null : imageOfDataUrl(logo);
    if (!image) return reply.code(404).type('text/plain').send('No such logo.');
    reply
      .type(image.mediaType)
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      // An SVG opened on its own is a document: it may show itself and nothing else, and run nothing.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.send(Buffer.from(image.base64, 'base64'));
  });
}
