import { router } from '../../trpc/init';

/** Admins send queries to the platform operator. */
export const helpDeskRouter = router({});

/** The operator reads every business's queries. */
export const helpDeskTicketsRouter = router({});
