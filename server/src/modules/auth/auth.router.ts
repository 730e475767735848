import { signInSchema } from '@sevak/shared';
import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { signIn, signOut } from './auth.service';
import { resolveSession } from './sessions.service';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

export const authRouter = router({
  login: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    const { user, token } = await signIn(ctx.deps, input, ctx.request.ip);
    setSessionCookie(ctx.reply, token, ctx.deps.config);
    return { user };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await signOut(ctx.deps, readSessionToken(ctx.request));
    clearSessionCookie(ctx.reply, ctx.deps.config);
    return null;
  }),

  /** The signed-in user, or null: the client asks once at start to learn whether anyone is signed in. */
  me: publicProcedure.query(async ({ ctx }) => (await resolveSession(ctx.deps, ctx.sessionToken))?.user ?? null),
});
