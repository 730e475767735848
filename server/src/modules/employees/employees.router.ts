import { router } from '../../trpc/init';

export const employeesRouter = router({});
