import { z } from 'zod/v4';

/*
 * Zod compiles faster object parsers with `new Function` where a page allows it. Sevak's pages do
 * not (Content-Security-Policy script-src 'self', server/src/http/security-headers.ts), and even
 * zod's try-and-see probe is reported as a policy violation. client/vite.config.ts resolves every
 * `zod` the client bundles (the shared schemas' too) to this module, so zod is configured before
 * any schema is built, and only the screens that use zod load it.
 */
z.config({ jitless: true });

export * from 'zod/v4';
