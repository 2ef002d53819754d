import { DomainError, signInWithToken } from "@parlo/core";
import { SIGN_IN_TOKEN_MESSAGES, ZTokenToUserInput, ZTokenToUserOutput } from "@parlo/validators";
import { publicProcedure } from "../trpc";

/**
 * tokenToUser (token, createAccount, utm_source) returns authToken: a one-time sign-in token
 * (core's mintSignInToken) exchanged for a new session, answered as the session cookie's JWT.
 * Public (the caller is signed out by definition), rate limited per client address.
 */
export const tokenToUserProcedure = publicProcedure
  .input(ZTokenToUserInput)
  .output(ZTokenToUserOutput)
  .mutation(async ({ ctx, input }) => {
    const issue = ctx.issueSessionToken;
    // checked before the token is looked at, so a token is never spent for nothing
    if (!issue) throw new DomainError("INTERNAL_SERVER_ERROR", SIGN_IN_TOKEN_MESSAGES.notAvailable);
    const { user, createdAccount } = await signInWithToken({ db: ctx.db, now: ctx.now, input, clientIp: ctx.clientIp });
    return { authToken: await issue(user), createdAccount };
  });
