import { endAllAuthSessions, getSessionUser, requestSignInCode } from "@parlo/core";
import {
  ZRequestSignInCodeInput,
  ZRequestSignInCodeOutput,
  ZSessionUser,
  ZSignOutEverywhereOutput,
} from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { ok, ZOk } from "../ok-output";
import { tokenToUserProcedure } from "../procedures/token-to-user";
import { createTRPCRouter, publicProcedure, userProcedure } from "../trpc";

export const authRouter = createTRPCRouter({
  /** Sends a sign-in or sign-up code by e-mail (the code is checked by next-auth's credentials provider). */
  requestCode: publicProcedure
    .input(ZRequestSignInCodeInput)
    .output(ZRequestSignInCodeOutput)
    .mutation(({ ctx, input }) => requestSignInCode({ ...ctx, input, clientIp: ctx.clientIp })),

  /** tokenToUser: a one-time sign-in token exchanged for a session token (authToken). */
  tokenToUser: tokenToUserProcedure,

  /** Marks the profile complete (onboarding done or skipped), so /onboarding is no longer forced. */
  completeProfile: userProcedure.output(ZOk).mutation(async ({ ctx }) => {
    await ctx.db
      .for(ctx.actor.region)
      .user.update({ where: { id: ctx.actor.userId }, data: { isProfileComplete: true } });
    return ok;
  }),

  /** Ends every session of the signed-in person: each browser's cookie stops working. */
  signOutEverywhere: userProcedure.output(ZSignOutEverywhereOutput).mutation(async ({ ctx }) => ({
    ended: await endAllAuthSessions({ db: ctx.db, region: ctx.actor.region, userId: ctx.actor.userId }),
  })),

  /** The signed-in user's profile. */
  me: userProcedure.output(ZSessionUser).query(async ({ ctx }) => {
    const user = await getSessionUser({ db: ctx.db, region: ctx.actor.region, userId: ctx.actor.userId });
    if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Account data not present." });
    return user;
  }),
});
