import type Stripe from "stripe";
import { newId, nowSeconds } from "../ids";

/** What a connected account must still provide before onboarding (Stripe's requirements fields). */
const ONBOARDING_FIELDS = [
  "business_profile.mcc",
  "business_profile.url",
  "business_type",
  "external_account",
  "representative.first_name",
  "representative.last_name",
  "tos_acceptance.date",
  "tos_acceptance.ip",
];

/**
 * Requirements with these fields due; with a disabled reason they are past due too (the account
 * cannot charge until they are provided).
 */
export function requirements(
  due: string[],
  disabledReason: Stripe.Account.Requirements.DisabledReason | null,
): Stripe.Account.Requirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [...due],
    disabled_reason: disabledReason,
    errors: [],
    eventually_due: [...due],
    past_due: disabledReason ? [...due] : [],
    pending_verification: [],
  };
}

/** The requirements of an account that has not been onboarded yet. */
export function onboardingRequirements(): Stripe.Account.Requirements {
  return requirements(ONBOARDING_FIELDS, "requirements.past_due");
}

const CURRENCIES: Record<string, string> = {
  US: "usd",
  GB: "gbp",
  CA: "cad",
  AU: "aud",
  CH: "chf",
  SE: "sek",
  DK: "dkk",
  NO: "nok",
  PL: "pln",
  JP: "jpy",
};

/** The account's default currency: euro in the euro countries, else its country's (usd when unknown). */
export function defaultCurrencyOf(country: string): string {
  const euro = [
    "AT",
    "BE",
    "CY",
    "DE",
    "EE",
    "ES",
    "FI",
    "FR",
    "GR",
    "HR",
    "IE",
    "IT",
    "LT",
    "LU",
    "LV",
    "MT",
    "NL",
    "PT",
    "SI",
    "SK",
  ];
  if (euro.includes(country)) return "eur";
  return CURRENCIES[country] ?? "usd";
}

export interface NewAccount {
  type: "standard" | "express";
  email: string | null;
  country: string;
  defaultCurrency: string | null;
  businessType: Stripe.Account.BusinessType | null;
  businessName: string | null;
  businessUrl: string | null;
  metadata: Record<string, string>;
  /** the requested capabilities (card_payments, transfers...) */
  capabilities: string[];
}

/** The capabilities of an account: every requested one, inactive until onboarding completes. */
export function capabilitiesOf(names: string[], status: "active" | "inactive"): Stripe.Account.Capabilities {
  const capabilities: Record<string, "active" | "inactive"> = {};
  for (const name of names) capabilities[name] = status;
  return capabilities;
}

/** A connected account as Stripe creates it: nothing enabled and every onboarding field due. */
export function newAccount(input: NewAccount): Stripe.Account {
  const id = newId("acct", 16);
  const standard = input.type === "standard";
  // a Standard account gets the usual payments capabilities without asking
  const requested = standard ? [...new Set(["card_payments", "transfers", ...input.capabilities])] : input.capabilities;
  return {
    id,
    object: "account",
    business_profile: {
      mcc: null,
      minority_owned_business_designation: null,
      name: input.businessName,
      product_description: null,
      specified_commercial_transactions_act_url: null,
      support_address: null,
      support_email: null,
      support_phone: null,
      support_url: null,
      url: input.businessUrl,
    },
    business_type: input.businessType,
    capabilities: capabilitiesOf(requested, "inactive"),
    charges_enabled: false,
    controller: {
      fees: { payer: standard ? "account" : "application_express" },
      is_controller: true,
      losses: { payments: standard ? "stripe" : "application" },
      requirement_collection: "stripe",
      stripe_dashboard: { type: standard ? "full" : "express" },
      type: "application",
    },
    country: input.country,
    created: nowSeconds(),
    default_currency: input.defaultCurrency ?? defaultCurrencyOf(input.country),
    details_submitted: false,
    email: input.email,
    external_accounts: { object: "list", data: [], has_more: false, url: `/v1/accounts/${id}/external_accounts` },
    future_requirements: {
      alternatives: [],
      current_deadline: null,
      currently_due: [],
      disabled_reason: null,
      errors: [],
      eventually_due: [],
      past_due: [],
      pending_verification: [],
    },
    metadata: input.metadata,
    payouts_enabled: false,
    requirements: onboardingRequirements(),
    settings: {
      branding: { icon: null, logo: null, primary_color: null, secondary_color: null },
      card_payments: {
        statement_descriptor_prefix: null,
        statement_descriptor_prefix_kana: null,
        statement_descriptor_prefix_kanji: null,
      },
      dashboard: { display_name: input.businessName, timezone: "Etc/UTC" },
      payments: {
        statement_descriptor: null,
        statement_descriptor_kana: null,
        statement_descriptor_kanji: null,
        statement_descriptor_prefix_kana: null,
        statement_descriptor_prefix_kanji: null,
      },
    },
    tos_acceptance: { date: null, ip: null, user_agent: null },
    type: input.type,
  };
}

/** The platform's own account (GET /v1/account without a Stripe-Account header). */
export function platformAccount(): Stripe.Account {
  const account = newAccount({
    type: "standard",
    email: "platform@stand-in.invalid",
    country: "US",
    defaultCurrency: "usd",
    businessType: "company",
    businessName: "Stripe stand-in platform",
    businessUrl: null,
    metadata: {},
    capabilities: [],
  });
  return {
    ...account,
    id: "acct_standinplatform",
    controller: { type: "account" },
    capabilities: capabilitiesOf(["card_payments", "transfers"], "active"),
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    requirements: requirements([], null),
  };
}
