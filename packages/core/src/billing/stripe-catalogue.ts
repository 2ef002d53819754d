import {
  ADDON_CATALOGUE,
  findAddon,
  findPlan,
  planPrice,
  type TAddonId,
  type TCurrency,
  type TCurrencyProfile,
  type TPlanId,
} from "@parlo/validators";
import type Stripe from "stripe";

/**
 * The product's prices in Stripe, found by lookup key (`parlo_<plan or add-on>_<currency>_monthly`)
 * and created on first use, so an installation needs no price ids in its configuration. The
 * amounts come from the plan catalogue. Tax rates are found or created the same way.
 */
export type CatalogueKey = `plan:${TPlanId}` | `addon:${TAddonId}`;

export function lookupKey(key: CatalogueKey, currency: TCurrency): string {
  return `parlo_${key.replace(":", "_").replace(/-/g, "_")}_${currency}_monthly`;
}

/** The catalogue key of a Stripe price (from its metadata), or null for prices that are not ours. */
export function catalogueKeyOf(price: Stripe.Price): CatalogueKey | null {
  const key = price.metadata?.parlo_key ?? "";
  const plan = key.startsWith("plan:") ? findPlan(key.slice(5)) : undefined;
  if (plan) return `plan:${plan.id}`;
  const addon = key.startsWith("addon:") ? findAddon(key.slice(6)) : undefined;
  return addon ? `addon:${addon.id}` : null;
}

const priceCache = new WeakMap<Stripe, Map<string, Promise<string>>>();
const taxCache = new WeakMap<Stripe, Map<string, Promise<string>>>();

function cacheOf(cache: WeakMap<Stripe, Map<string, Promise<string>>>, stripe: Stripe): Map<string, Promise<string>> {
  let map = cache.get(stripe);
  if (!map) {
    map = new Map();
    cache.set(stripe, map);
  }
  return map;
}

/** A failed look-up is not cached, so the next call tries again. */
function cached(map: Map<string, Promise<string>>, key: string, load: () => Promise<string>): Promise<string> {
  let pending = map.get(key);
  if (!pending) {
    pending = load();
    map.set(key, pending);
    pending.catch(() => map.delete(key));
  }
  return pending;
}

function entryOf(key: CatalogueKey): { name: string; amount: (currency: TCurrency) => number } {
  if (key.startsWith("plan:")) {
    const plan = findPlan(key.slice(5));
    if (!plan) throw new Error(`Unknown plan ${key}`);
    return { name: plan.label, amount: (currency) => planPrice(plan, currency) };
  }
  const addon = ADDON_CATALOGUE.find((entry) => `addon:${entry.id}` === key);
  if (!addon) throw new Error(`Unknown add-on ${key}`);
  return { name: addon.name, amount: (currency) => planPrice(addon, currency) };
}

/** The Stripe price id of a plan or add-on in a currency. */
export function ensurePrice(stripe: Stripe, key: CatalogueKey, currency: TCurrency): Promise<string> {
  const lookup = lookupKey(key, currency);
  return cached(cacheOf(priceCache, stripe), lookup, async () => {
    const found = await stripe.prices.list({ lookup_keys: [lookup], active: true, limit: 1 });
    const existing = found.data[0];
    if (existing) return existing.id;
    const entry = entryOf(key);
    const product = await stripe.products.create({ name: entry.name, metadata: { parlo_key: key } });
    const price = await stripe.prices.create({
      product: product.id,
      currency,
      unit_amount: entry.amount(currency),
      recurring: { interval: "month" },
      lookup_key: lookup,
      transfer_lookup_key: true,
      metadata: { parlo_key: key },
    });
    return price.id;
  });
}

/** The Stripe tax rate of a currency profile ("UK Tax (35%)"), or null when the country pays no tax. */
export async function ensureTaxRate(stripe: Stripe, profile: TCurrencyProfile): Promise<string | null> {
  if (profile.taxRate <= 0) return null;
  const key = `${profile.taxDescription}|${profile.taxRate}`;
  return cached(cacheOf(taxCache, stripe), key, async () => {
    for await (const rate of stripe.taxRates.list({ active: true, limit: 100 })) {
      if (rate.metadata?.parlo_key === key) return rate.id;
    }
    const rate = await stripe.taxRates.create({
      display_name: profile.taxDescription,
      percentage: profile.taxRate,
      inclusive: false,
      ...(profile.countryCode ? { country: profile.countryCode } : {}),
      metadata: { parlo_key: key },
    });
    return rate.id;
  });
}
