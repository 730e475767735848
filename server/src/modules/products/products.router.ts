import { router } from '../../trpc/init';

export const productsRouter = router({});
