import type {} from './fastify-types';

export type { AppRouter } from './trpc/app.router';
