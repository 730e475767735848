import { z } from 'zod';

/*
 * Zod compiles faster object parsers with `new Function` where a page allows it. Sevak's pages do
 * not (Content-Security-Policy script-src 'self', server/src/http/security-headers.ts), and even
 * zod's try-and-see probe is reported as a policy violation. Imported first by main.tsx, so it
 * runs before any shared schema is built.
 */
z.config({ jitless: true });
