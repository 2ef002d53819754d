import {
  clientHomeRedirect,
  clientPagesForSession,
  endClientSession,
  readClientSession,
  requestClientCode,
  signInAgencyAdmin,
  signInClientWithPassword,
  signUpClient,
  validateClientLoginToken,
  verifyClientCode,
} from "@parlo/core";
import {
  CLIENT_AUTH_MESSAGES,
  ZAgencyAdminSignInInput,
  ZClientPagesOutput,
  ZClientSignInInput,
  ZSignupWithOtpInput,
  ZSsoClientInput,
  ZValidateClientLoginTokenInput,
  type TClientSessionClient,
  type TStartedClientSession,
} from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { PortalCookieJar } from "../context";
import { createTRPCRouter, portalProcedure, portalSessionProcedure } from "../trpc";

/** Where a signed-in browser goes next: a path on the portal host. */
const ZSignedIn = z.object({ redirectTo: z.string() });

const ZSsoClientOutput = z.discriminatedUnion("status", [
  z.object({ status: z.literal("codeSent"), email: z.string() }),
  z.object({ status: z.literal("signedIn"), redirectTo: z.string() }),
]);

const ZSignupOutput = z.discriminatedUnion("status", [
  z.object({ status: z.literal("codeSent"), message: z.string(), email: z.string() }),
  z.object({
    status: z.literal("signedIn"),
    message: z.string(),
    redirectTo: z.string(),
    /** the generated dashboard password, shown in this one answer only */
    data: z.object({ clientData: z.object({ dashboardPassword: z.string() }) }),
  }),
]);

function cookiesOf(jar: PortalCookieJar | undefined): PortalCookieJar {
  // the portal's handler always gives one; a caller without it could not keep a session
  if (!jar) throw new TRPCError({ code: "NOT_FOUND", message: "This call only works on a client portal." });
  return jar;
}

/** Keeps a new session in this host's cookie and answers where the client goes first. */
function signedIn(
  jar: PortalCookieJar | undefined,
  session: TStartedClientSession,
  client: TClientSessionClient | null,
) {
  cookiesOf(jar).set(session.cookieValue, session.expiresAt);
  return {
    redirectTo: client
      ? clientHomeRedirect({ kind: "client", client })
      : clientHomeRedirect({ kind: "agencyAdmin", client: null }),
  };
}

/**
 * Sign-in and sign-up of an agency's clients on its portal host (agency-shell-dashboards.md
 * sections 2, 4, 5 and 7). The host decides the agency; its session cookie is of that host only.
 */
export const clientAuthRouter = createTRPCRouter({
  /** e-mail and password */
  signIn: portalProcedure
    .input(ZClientSignInInput)
    .output(ZSignedIn)
    .mutation(async ({ ctx, input }) => {
      const { session, client } = await signInClientWithPassword({
        deps: ctx,
        region: ctx.portal.region,
        agencyId: ctx.portal.agencyId,
        input,
        clientIp: ctx.clientIp,
      });
      return signedIn(ctx.portalCookie, session, client);
    }),

  /** Email Login Code: without a code it sends one; with the code it signs in */
  ssoClient: portalProcedure
    .input(ZSsoClientInput)
    .output(ZSsoClientOutput)
    .mutation(async ({ ctx, input }) => {
      const scope = { deps: ctx, region: ctx.portal.region, agencyId: ctx.portal.agencyId };
      if (input.code === undefined) {
        const sent = await requestClientCode({ ...scope, input: { email: input.email }, clientIp: ctx.clientIp });
        return { status: "codeSent" as const, email: sent.email };
      }
      const { session, client } = await verifyClientCode({ ...scope, input: { email: input.email, code: input.code } });
      return { status: "signedIn" as const, ...signedIn(ctx.portalCookie, session, client) };
    }),

  /** signupWithOTP: Full Name and Email send a code; with the code the account is made and signed in */
  signupWithOTP: portalProcedure
    .input(ZSignupWithOtpInput)
    .output(ZSignupOutput)
    .mutation(async ({ ctx, input }) => {
      const answer = await signUpClient({
        deps: ctx,
        region: ctx.portal.region,
        agencyId: ctx.portal.agencyId,
        input,
        clientIp: ctx.clientIp,
      });
      if (answer.step === "codeSent")
        return { status: "codeSent" as const, message: answer.message, email: answer.email };
      return {
        status: "signedIn" as const,
        message: answer.message,
        data: answer.data,
        ...signedIn(ctx.portalCookie, answer.session, answer.client),
      };
    }),

  /** a one-time login link's token (an owner's "view as client" or a login link) */
  validateClientLoginToken: portalProcedure
    .input(ZValidateClientLoginTokenInput)
    .output(ZSignedIn)
    .mutation(async ({ ctx, input }) => {
      const { session, client } = await validateClientLoginToken({
        deps: ctx,
        region: ctx.portal.region,
        agencyId: ctx.portal.agencyId,
        input,
      });
      return signedIn(ctx.portalCookie, session, client);
    }),

  /** the agency admin's magic link (the agency secret) */
  adminSignIn: portalProcedure
    .input(ZAgencyAdminSignInInput)
    .output(ZSignedIn)
    .mutation(async ({ ctx, input }) => {
      const { session } = await signInAgencyAdmin({
        deps: ctx,
        region: ctx.portal.region,
        agencyId: ctx.portal.agencyId,
        input,
        clientIp: ctx.clientIp,
      });
      return signedIn(ctx.portalCookie, session, null);
    }),

  /** tokenToPages: the pages the signed-in viewer may open, in tab order */
  tokenToPages: portalSessionProcedure.output(ZClientPagesOutput).query(async ({ ctx }) => {
    const session = await readClientSession({
      deps: ctx,
      agencyId: ctx.portal.agencyId,
      cookieValue: cookiesOf(ctx.portalCookie).current,
    });
    if (!session) throw new TRPCError({ code: "UNAUTHORIZED", message: CLIENT_AUTH_MESSAGES.loginAgain });
    return { pages: clientPagesForSession(session) };
  }),

  /** Log Out: the session ends on the server and the cookie goes */
  signOut: portalProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    const jar = cookiesOf(ctx.portalCookie);
    await endClientSession({ deps: ctx, agencyId: ctx.portal.agencyId, cookieValue: jar.current });
    jar.clear();
    return { success: true as const };
  }),
});
