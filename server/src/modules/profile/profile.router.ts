import { updateProfileInput } from '@sevak/shared';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { requireSession } from '../auth/authorize';
import * as service from './profile.service';

/** The signed-in admin's own account and logo (spec §2 /update/profile). */
export const profileRouter = router({
  get: adminProcedure.query(({ ctx }) => service.getProfile(ctx.deps, ctx.actor)),
  update: adminProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => service.updateProfile(ctx.deps, ctx.actor, input, requireSession(ctx.session).tokenHash)),
});
