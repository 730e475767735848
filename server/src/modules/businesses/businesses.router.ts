import { router } from '../../trpc/init';

export const businessesRouter = router({});
