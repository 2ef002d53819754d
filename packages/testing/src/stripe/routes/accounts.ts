import type Stripe from "stripe";
import { accountInvalid, changeAccount, platformOnly, requireAccount } from "../accounts";
import { addAccount, type AccountLinkRecord } from "../connect";
import { invalidRequest } from "../errors";
import { nowSeconds, randomText } from "../ids";
import { LIST_PARAMS, listPage } from "../lists";
import { capabilitiesOf, newAccount, platformAccount } from "../objects/account";
import { mergeMetadata, type Params } from "../params";
import { pathParam, type Route, type RouteContext } from "../router";
import { newestFirst } from "../store";

/** An account link works for five minutes, once. */
export const ACCOUNT_LINK_SECONDS = 5 * 60;

const BUSINESS_TYPES = ["individual", "company", "non_profit", "government_entity"] as const;
const PROFILE_FIELDS = ["name", "url", "support_email", "support_phone", "support_url", "mcc", "product_description"];

/** capabilities[card_payments][requested]=true...: the names requested. */
function requestedCapabilities(params: Params): string[] {
  const capabilities = params.object("capabilities");
  if (!capabilities) return [];
  return capabilities.keys().filter((name) => {
    const entry = capabilities.object(name);
    entry?.allow(["requested"]);
    return entry?.boolean("requested") ?? false;
  });
}

/** business_profile[...]: the sent fields replace the current ones. */
function applyBusinessProfile(params: Params, account: Stripe.Account): void {
  const profile = params.object("business_profile");
  if (!profile) return;
  profile.allow(PROFILE_FIELDS);
  const current = account.business_profile;
  if (!current) return;
  const text = (key: string, value: string | null) => {
    const sent = profile.nullableString(key);
    return sent === undefined ? value : sent;
  };
  account.business_profile = {
    ...current,
    name: text("name", current.name),
    url: text("url", current.url),
    support_email: text("support_email", current.support_email),
    support_phone: text("support_phone", current.support_phone),
    support_url: text("support_url", current.support_url),
    mcc: text("mcc", current.mcc),
    product_description: text("product_description", current.product_description ?? null),
  };
}

function createAccount(context: RouteContext): Stripe.Account {
  const { engine, params } = context;
  const type = params.string("type");
  if (!type) {
    throw invalidRequest("Missing required param: type.", { code: "parameter_missing", param: "type" });
  }
  if (type !== "standard" && type !== "express") {
    throw invalidRequest(`The stand-in creates connected accounts of type standard or express, not ${type}.`, {
      param: "type",
    });
  }
  const profile = params.object("business_profile");
  const account = newAccount({
    type,
    email: params.nullableString("email") ?? null,
    country: (params.string("country") ?? "US").toUpperCase(),
    defaultCurrency: params.string("default_currency")?.toLowerCase() ?? null,
    businessType: params.oneOf("business_type", BUSINESS_TYPES) ?? null,
    businessName: profile?.string("name") ?? null,
    businessUrl: profile?.string("url") ?? null,
    metadata: mergeMetadata({}, params.stringMap("metadata")),
    capabilities: requestedCapabilities(params),
  });
  applyBusinessProfile(params, account);
  addAccount(engine.connect, account);
  return structuredClone(account);
}

function updateAccount(context: RouteContext): Stripe.Account {
  const { engine, params } = context;
  const account = requireAccount(engine.connect, pathParam(context, "id"), "id");
  changeAccount(engine.connect, account, (changed) => {
    const email = params.nullableString("email");
    if (email !== undefined) changed.email = email;
    changed.metadata = mergeMetadata(changed.metadata ?? {}, params.stringMap("metadata"));
    const businessType = params.oneOf("business_type", BUSINESS_TYPES);
    if (businessType) changed.business_type = businessType;
    const currency = params.string("default_currency");
    if (currency) changed.default_currency = currency.toLowerCase();
    applyBusinessProfile(params, changed);
    const added = requestedCapabilities(params).filter((name) => !(name in (changed.capabilities ?? {})));
    if (added.length) {
      // a capability asked for after onboarding is active at once in the stand-in
      const status = changed.details_submitted ? "active" : "inactive";
      changed.capabilities = { ...changed.capabilities, ...capabilitiesOf(added, status) };
    }
  });
  return structuredClone(account);
}

function createAccountLink(context: RouteContext): Stripe.AccountLink {
  const { engine, params } = context;
  const account = requireAccount(engine.connect, params.requireString("account"));
  const type = params.oneOf("type", ["account_onboarding", "account_update"] as const);
  if (!type) throw invalidRequest("Missing required param: type.", { code: "parameter_missing", param: "type" });
  params.oneOf("collect", ["currently_due", "eventually_due"] as const);
  const created = nowSeconds();
  const link: AccountLinkRecord = {
    token: randomText(32),
    account: account.id,
    type,
    refreshUrl: params.requireString("refresh_url"),
    returnUrl: params.requireString("return_url"),
    created,
    expiresAt: created + ACCOUNT_LINK_SECONDS,
    used: false,
  };
  engine.connect.accountLinks.set(link.token, link);
  return {
    object: "account_link",
    created,
    expires_at: link.expiresAt,
    url: `${engine.connect.platform.url}/setup/e/${account.id}/${link.token}`,
  };
}

const CREATE_PARAMS = [
  "type",
  "email",
  "country",
  "default_currency",
  "business_type",
  "business_profile",
  "capabilities",
  "metadata",
  "expand",
];

export const accountRoutes: Route[] = [
  { method: "POST", path: "/v1/accounts", params: CREATE_PARAMS, platformOnly: true, handle: createAccount },
  {
    // also with a Stripe-Account header, for the account itself
    method: "GET",
    path: "/v1/accounts/:id",
    params: ["expand"],
    handle: (context) => {
      const { engine } = context;
      const id = pathParam(context, "id");
      if (engine.account !== null && engine.account !== id) throw platformOnly();
      return structuredClone(requireAccount(engine.connect, id, "id"));
    },
  },
  {
    method: "POST",
    path: "/v1/accounts/:id",
    params: CREATE_PARAMS.filter((name) => name !== "type" && name !== "country"),
    platformOnly: true,
    handle: updateAccount,
  },
  {
    method: "DELETE",
    path: "/v1/accounts/:id",
    params: [],
    platformOnly: true,
    handle: (context) => {
      const { connect } = context.engine;
      const account = requireAccount(connect, pathParam(context, "id"), "id");
      connect.accounts.delete(account.id);
      const deleted: Stripe.DeletedAccount = { id: account.id, object: "account", deleted: true };
      return deleted;
    },
  },
  {
    method: "GET",
    path: "/v1/accounts",
    params: LIST_PARAMS,
    platformOnly: true,
    handle: ({ engine, params }) =>
      listPage(
        newestFirst(engine.connect.accounts.values()).map((account) => structuredClone(account)),
        params,
        "/v1/accounts",
      ),
  },
  {
    // the account of the request: the connected account of the Stripe-Account header, else the platform's
    method: "GET",
    path: "/v1/account",
    params: ["expand"],
    handle: ({ engine }) => {
      if (engine.account === null) return platformAccount();
      const account = engine.connect.accounts.get(engine.account);
      if (!account) throw accountInvalid("***", engine.account);
      return structuredClone(account);
    },
  },
  {
    method: "POST",
    path: "/v1/account_links",
    params: ["account", "type", "refresh_url", "return_url", "collect", "collection_options", "expand"],
    platformOnly: true,
    handle: createAccountLink,
  },
];
