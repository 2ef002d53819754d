import { Prisma, newEntityId, type Region } from "@parlo/db";
import { CLIENT_AUTH_MESSAGES as M, type TSignupWithOtpInput, type TSignupWithOtpOutput } from "@parlo/validators";
import { hashClientPassword, newClientPassword } from "../clients/client-password";
import { DomainError } from "../errors";
import { loadAuthAgency, type AuthAgency } from "./auth-agency";
import type { ClientMailDeps } from "./client-auth-deps";
import { CLIENT_AUTH_RATE_LIMITS, countClientAttempt } from "./client-auth-limits";
import { consumeClientCode, issueClientCode } from "./client-login-codes";
import { startClientSession } from "./client-session";
import { CLIENT_VIEW_SELECT, findAgencyClient, normalizeClientEmail, toSessionClient } from "./client-view";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME_LENGTH = 80;

/**
 * signupWithOTP: a client signs up on the agency's portal (only when the agency enabled client
 * sign-up). Without a code, a verification code is e-mailed from the agency (the Full Name kept
 * with it); with the code, the client is created in a new org of its own in the agency's workspace
 * (org admin, a new sign-up, no agents, the agency's default access and permissions, a generated
 * 15-character password) and signed in. The generated password is in this one answer only. Two
 * confirmations at once create one client.
 */
export async function signUpClient(options: {
  deps: ClientMailDeps;
  region: Region;
  agencyId: string;
  input: TSignupWithOtpInput;
  clientIp?: string | null;
}): Promise<TSignupWithOtpOutput> {
  const { deps, region, agencyId } = options;
  const name = options.input.name.trim();
  const email = normalizeClientEmail(options.input.email);
  if (!name || !email) throw new DomainError("BAD_REQUEST", M.fillAllFields);
  if (name.length > MAX_NAME_LENGTH) throw new DomainError("BAD_REQUEST", M.nameTooLong);
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) throw new DomainError("BAD_REQUEST", M.invalidEmail);

  const agency = await loadAuthAgency(deps, region, agencyId);
  if (!agency.settings.enableClientSignup) throw new DomainError("FORBIDDEN", M.signUpDisabled);

  if (options.input.code === undefined) {
    await countClientAttempt(deps, {
      perIp: CLIENT_AUTH_RATE_LIMITS.codePerIp,
      perEmail: CLIENT_AUTH_RATE_LIMITS.codePerEmail,
      agencyId,
      email,
      clientIp: options.clientIp,
    });
    await refuseExistingClient(deps, region, agency, email);
    await issueClientCode(deps, { region, agency, email, purpose: "signup", name });
    return { step: "codeSent", success: true, message: `${M.codeSent} ${email}.`, email };
  }

  if (!options.input.code.trim()) throw new DomainError("BAD_REQUEST", M.enterCode);
  await refuseExistingClient(deps, region, agency, email);
  const code = await consumeClientCode(deps, { region, agencyId, email, purpose: "signup", code: options.input.code });
  const password = newClientPassword();
  const client = await createSignedUpClient(deps, {
    region,
    agency,
    email,
    name: code.name.trim() || name,
    passwordHash: await hashClientPassword(password),
  });
  const session = await startClientSession({
    deps,
    region,
    agencyId,
    clientId: client.id,
    kind: "client",
    readOnly: false,
  });
  return {
    step: "created",
    success: true,
    message: M.accountCreated,
    data: { clientData: { dashboardPassword: password } },
    session,
    client,
  };
}

async function refuseExistingClient(deps: ClientMailDeps, region: Region, agency: AuthAgency, email: string) {
  if (await findAgencyClient(deps, { region, workspaceId: agency.workspaceId, email }))
    throw new DomainError("CONFLICT", M.accountExists);
}

/** The new client and its own org, in one transaction; CONFLICT when the e-mail was taken meanwhile. */
async function createSignedUpClient(
  deps: ClientMailDeps,
  options: { region: Region; agency: AuthAgency; email: string; name: string; passwordHash: string },
) {
  const { agency } = options;
  const db = deps.db.for(options.region);
  const orgId = newEntityId();
  const { settings } = agency;
  try {
    const [, client] = await db.$transaction([
      db.org.create({
        data: {
          id: orgId,
          ownerID: agency.workspaceId,
          agencyId: agency.id,
          name: options.name,
          allowBilling: agency.newOrgsAllowBilling,
        },
      }),
      db.client.create({
        data: {
          id: newEntityId(),
          orgId,
          ownerID: agency.workspaceId,
          name: options.name,
          email: options.email,
          dashboardPasswordHash: options.passwordHash,
          canAccess: settings.defaultClientAccess,
          isOrgAdmin: true,
          isNewSignup: true,
          allowCreateAgents: settings.defaultAllowCreateAgents,
          canDelegateChats: settings.defaultCanDelegateChats,
          hideAdvancedSettings: settings.defaultHideAdvancedSettings,
        },
        select: CLIENT_VIEW_SELECT,
      }),
    ]);
    return toSessionClient(client);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new DomainError("CONFLICT", M.accountExists);
    throw error;
  }
}
