import { router } from '../../trpc/init';

export const customersRouter = router({});
