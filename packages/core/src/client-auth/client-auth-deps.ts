import type { CoreDeps } from "../deps";

/** What the portal's session and sign-in services need. */
export type ClientAuthDeps = Pick<CoreDeps, "db" | "now">;
/** ...and those that e-mail a code as the agency (sendAgencyMail). */
export type ClientMailDeps = Pick<CoreDeps, "db" | "now" | "mailer" | "brandName" | "dashboardUrl" | "mailFrom">;

export const nowOf = (deps: Pick<CoreDeps, "now">): Date => deps.now?.() ?? new Date();
