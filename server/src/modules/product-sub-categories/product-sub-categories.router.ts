import { router } from '../../trpc/init';

export const productSubCategoriesRouter = router({});
