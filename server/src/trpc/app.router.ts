import { allOperations } from '../operations/all-operations';
import { router } from './init';
import { proceduresOf } from './procedures';

/** One router per role, with exactly the shape of the operation tables: `admin.visits.create`. */
export const appRouter = router(proceduresOf(allOperations));

export type AppRouter = typeof appRouter;
