/*
 * The client type-checks the server's router through `import type { AppRouter }`, which reaches
 * server files that rely on Fastify type augmentations declared elsewhere in the server. These
 * type-only imports bring those declarations in; no server code reaches the bundle.
 */
import type {} from '@fastify/cookie';
import type {} from '../../server/src/app';
