import { router } from '../../trpc/init';

export const visitsRouter = router({});
