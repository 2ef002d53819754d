import { currencyProfile, type TCurrencyProfile } from "@parlo/validators";
import type { BillingCall } from "./billing-deps";
import { mergeInternal } from "./billing-workspace";

/** The workspace's billing country (internal.countryCode): currency and tax follow it. */
export async function setBillingCountry(call: BillingCall & { countryCode: string }): Promise<TCurrencyProfile> {
  await mergeInternal(call.deps.db, call.region, call.workspaceId, { countryCode: call.countryCode });
  return currencyProfile(call.countryCode);
}
