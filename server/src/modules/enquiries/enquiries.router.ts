import { router } from '../../trpc/init';

export const enquiriesRouter = router({});
