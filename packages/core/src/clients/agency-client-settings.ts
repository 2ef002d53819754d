import {
  CLIENT_MESSAGES,
  readAgencyClientSettings,
  type TAgencyClientSettings,
  type TAgencyClientSettingsOutput,
} from "@parlo/validators";
import { DomainError } from "../errors";
import { findWorkspaceAgency, type ClientsScope } from "./clients-scope";
import { requireBillingPageAllowed } from "./require-billing-connected";

/** The agency's client settings (SAAS Mode tab), complete with defaults; the defaults before the agency exists. */
export async function getAgencyClientSettings(options: ClientsScope): Promise<TAgencyClientSettingsOutput> {
  const agency = await findWorkspaceAgency(options);
  return {
    settings: readAgencyClientSettings(agency?.settings),
    hasAgency: agency !== null,
    paymentsConnected: agency?.stripeConnected ?? false,
  };
}

/**
 * Saves the agency's client settings into its `settings` JSON: one UPDATE merging the keys at the
 * top level (`settings || {...}`), so the other keys (the footer options) are kept and a footer save
 * at the same time cannot be lost. Sets lastModified. Refused before the agency's first save.
 */
export async function saveAgencyClientSettings(
  options: ClientsScope & { settings: TAgencyClientSettings; now?: Date },
): Promise<{ settings: TAgencyClientSettings }> {
  const now = options.now ?? new Date();
  if (options.settings.defaultClientAccess.includes("billing")) {
    const agency = await findWorkspaceAgency(options);
    // a saved default stays; adding Billing needs connected payments
    requireBillingPageAllowed(
      agency,
      options.settings.defaultClientAccess,
      agency ? readAgencyClientSettings(agency.settings).defaultClientAccess : [],
    );
  }
  const json = JSON.stringify(options.settings);
  const updated = await options.db.for(options.region).$executeRaw`
    UPDATE "Agency"
    SET "settings" = CASE WHEN jsonb_typeof("settings") = 'object' THEN "settings" ELSE '{}'::jsonb END || ${json}::jsonb,
        "lastModified" = ${Math.floor(now.getTime() / 1000)}
    WHERE "userId" = ${options.workspaceId}`;
  if (updated === 0) throw new DomainError("NOT_FOUND", CLIENT_MESSAGES.saveAgencyFirst);
  return getAgencyClientSettings(options).then(({ settings }) => ({ settings }));
}
