import type { RestRoute } from '../define-route';
import { usersRoutes } from './users.routes';

/** Every route of /api/v1 (spec §7), one file per feature. */
export const restRoutes: RestRoute[] = [...usersRoutes];
