export type { AppRouter } from './trpc/app.router';
