import type Stripe from "stripe";
import { invalidRequest } from "../errors";
import { nowSeconds } from "../ids";
import { LIST_PARAMS, listPage } from "../lists";
import { newPrice, newProduct, newTaxRate, renderPrice } from "../objects/catalogue";
import { mergeMetadata } from "../params";
import { pathParam, type Route, type RouteContext } from "../router";
import { getOr404, newestFirst } from "../store";

const INTERVALS = ["day", "week", "month", "year"] as const;

function createProduct(context: RouteContext): Stripe.Product {
  const { params, engine } = context;
  const id = params.string("id");
  if (id && engine.store.products.has(id)) {
    throw invalidRequest(`Product already exists.`, { code: "resource_already_exists", param: "id" });
  }
  const product = newProduct({
    ...(id ? { id } : {}),
    name: params.requireString("name"),
    active: params.boolean("active") ?? true,
    description: params.nullableString("description") ?? null,
    metadata: mergeMetadata({}, params.stringMap("metadata")),
  });
  engine.store.products.set(product.id, product);
  return product;
}

function updateProduct(context: RouteContext): Stripe.Product {
  const { params, engine } = context;
  const product = getOr404(engine.store.products, "product", pathParam(context, "id"));
  product.name = params.string("name") ?? product.name;
  product.active = params.boolean("active") ?? product.active;
  const description = params.nullableString("description");
  if (description !== undefined) product.description = description;
  product.metadata = mergeMetadata(product.metadata, params.stringMap("metadata"));
  product.updated = nowSeconds();
  return product;
}

/** A lookup key belongs to one price; transfer_lookup_key moves it from the price that has it. */
function claimLookupKey(context: RouteContext, key: string | null | undefined, owner: string | null): void {
  if (!key) return;
  const holder = [...context.engine.store.prices.values()].find(
    (price) => price.lookup_key === key && price.id !== owner,
  );
  if (!holder) return;
  if (!context.params.boolean("transfer_lookup_key")) {
    throw invalidRequest(
      `A price (\`${holder.id}\`) already uses that lookup key. Set \`transfer_lookup_key=true\` to move it to this price.`,
      { param: "lookup_key" },
    );
  }
  holder.lookup_key = null;
}

function createPrice(context: RouteContext): Stripe.Price {
  const { params, engine } = context;
  let productId = params.string("product");
  const productData = params.object("product_data");
  if (!productId && productData) {
    productData.allow(["name", "metadata", "active"]);
    const product = newProduct({
      name: productData.requireString("name"),
      active: productData.boolean("active") ?? true,
      description: null,
      metadata: mergeMetadata({}, productData.stringMap("metadata")),
    });
    engine.store.products.set(product.id, product);
    productId = product.id;
  }
  if (!productId)
    throw invalidRequest("Missing required param: product.", { code: "parameter_missing", param: "product" });
  getOr404(engine.store.products, "product", productId, "product");
  const decimal = params.decimal("unit_amount_decimal");
  const unitAmount = params.integer("unit_amount") ?? (decimal === undefined ? undefined : Math.round(decimal));
  if (unitAmount === undefined) {
    throw invalidRequest("Missing required param: unit_amount.", { code: "parameter_missing", param: "unit_amount" });
  }
  if (unitAmount < 0) throw invalidRequest("Invalid unit_amount: must be at least 0.", { param: "unit_amount" });
  const recurring = params.object("recurring");
  recurring?.allow(["interval", "interval_count", "usage_type", "trial_period_days"]);
  const interval = recurring?.oneOf("interval", INTERVALS);
  if (recurring && !interval) {
    throw invalidRequest("Missing required param: recurring[interval].", {
      code: "parameter_missing",
      param: "recurring[interval]",
    });
  }
  const lookupKey = params.nullableString("lookup_key") ?? null;
  claimLookupKey(context, lookupKey, null);
  const price = newPrice({
    product: productId,
    currency: params.requireString("currency").toLowerCase(),
    unitAmount,
    recurring: interval ? { interval, intervalCount: recurring?.integer("interval_count") ?? 1 } : null,
    lookupKey,
    nickname: params.nullableString("nickname") ?? null,
    active: params.boolean("active") ?? true,
    metadata: mergeMetadata({}, params.stringMap("metadata")),
  });
  engine.store.prices.set(price.id, price);
  return renderPrice(price);
}

function updatePrice(context: RouteContext): Stripe.Price {
  const { params, engine } = context;
  const price = getOr404(engine.store.prices, "price", pathParam(context, "id"));
  price.active = params.boolean("active") ?? price.active;
  const nickname = params.nullableString("nickname");
  if (nickname !== undefined) price.nickname = nickname;
  const lookupKey = params.nullableString("lookup_key");
  if (lookupKey !== undefined) {
    claimLookupKey(context, lookupKey, price.id);
    price.lookup_key = lookupKey;
  }
  price.metadata = mergeMetadata(price.metadata, params.stringMap("metadata"));
  return renderPrice(price);
}

function createTaxRate(context: RouteContext): Stripe.TaxRate {
  const { params, engine } = context;
  const percentage = params.decimal("percentage");
  if (percentage === undefined) {
    throw invalidRequest("Missing required param: percentage.", { code: "parameter_missing", param: "percentage" });
  }
  const inclusive = params.boolean("inclusive");
  if (inclusive === undefined) {
    throw invalidRequest("Missing required param: inclusive.", { code: "parameter_missing", param: "inclusive" });
  }
  const rate = newTaxRate({
    displayName: params.requireString("display_name"),
    percentage,
    inclusive,
    active: params.boolean("active") ?? true,
    country: params.nullableString("country") ?? null,
    state: params.nullableString("state") ?? null,
    jurisdiction: params.nullableString("jurisdiction") ?? null,
    description: params.nullableString("description") ?? null,
    taxType: params.nullableString("tax_type") ?? null,
    metadata: mergeMetadata({}, params.stringMap("metadata")),
  });
  engine.store.taxRates.set(rate.id, rate);
  return rate;
}

function updateTaxRate(context: RouteContext): Stripe.TaxRate {
  const { params, engine } = context;
  const rate = getOr404(engine.store.taxRates, "tax rate", pathParam(context, "id"));
  rate.active = params.boolean("active") ?? rate.active;
  rate.display_name = params.string("display_name") ?? rate.display_name;
  for (const key of ["country", "state", "jurisdiction", "description"] as const) {
    const value = params.nullableString(key);
    if (value !== undefined) rate[key] = value;
  }
  rate.metadata = mergeMetadata(rate.metadata ?? {}, params.stringMap("metadata"));
  return rate;
}

export const catalogueRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/products",
    params: ["id", "name", "active", "description", "metadata", "expand"],
    handle: createProduct,
  },
  {
    method: "GET",
    path: "/v1/products/:id",
    params: ["expand"],
    handle: (context) => getOr404(context.engine.store.products, "product", pathParam(context, "id")),
  },
  {
    method: "POST",
    path: "/v1/products/:id",
    params: ["name", "active", "description", "metadata", "expand"],
    handle: updateProduct,
  },
  {
    method: "DELETE",
    path: "/v1/products/:id",
    params: [],
    handle: (context) => {
      const product = getOr404(context.engine.store.products, "product", pathParam(context, "id"));
      const hasPrices = [...context.engine.store.prices.values()].some((price) => price.product === product.id);
      if (hasPrices)
        throw invalidRequest("This product cannot be deleted because it has one or more user-created prices.");
      context.engine.store.products.delete(product.id);
      return { id: product.id, object: "product", deleted: true };
    },
  },
  {
    method: "GET",
    path: "/v1/products",
    params: [...LIST_PARAMS, "active", "ids"],
    handle: ({ engine, params }) => {
      const active = params.boolean("active");
      const ids = params.strings("ids");
      const rows = newestFirst(engine.store.products.values()).filter(
        (product) => (active === undefined || product.active === active) && (!ids || ids.includes(product.id)),
      );
      return listPage(rows, params, "/v1/products");
    },
  },
  {
    method: "POST",
    path: "/v1/prices",
    params: [
      "product",
      "product_data",
      "currency",
      "unit_amount",
      "unit_amount_decimal",
      "recurring",
      "lookup_key",
      "transfer_lookup_key",
      "nickname",
      "active",
      "metadata",
      "tax_behavior",
      "expand",
    ],
    handle: createPrice,
  },
  {
    method: "GET",
    path: "/v1/prices/:id",
    params: ["expand"],
    handle: (context) => renderPrice(getOr404(context.engine.store.prices, "price", pathParam(context, "id"))),
  },
  {
    method: "POST",
    path: "/v1/prices/:id",
    params: ["active", "nickname", "lookup_key", "transfer_lookup_key", "metadata", "expand"],
    handle: updatePrice,
  },
  {
    method: "GET",
    path: "/v1/prices",
    params: [...LIST_PARAMS, "active", "lookup_keys", "product", "currency", "type", "recurring"],
    handle: ({ engine, params }) => {
      const active = params.boolean("active");
      const keys = params.strings("lookup_keys");
      const product = params.string("product");
      const currency = params.string("currency");
      const type = params.string("type");
      const interval = params.object("recurring")?.string("interval");
      const rows = newestFirst(engine.store.prices.values()).filter(
        (price) =>
          (active === undefined || price.active === active) &&
          (!keys || (price.lookup_key !== null && keys.includes(price.lookup_key))) &&
          (product === undefined || price.product === product) &&
          (currency === undefined || price.currency === currency) &&
          (type === undefined || price.type === type) &&
          (interval === undefined || price.recurring?.interval === interval),
      );
      return listPage(rows.map(renderPrice), params, "/v1/prices");
    },
  },
  {
    method: "POST",
    path: "/v1/tax_rates",
    params: [
      "display_name",
      "percentage",
      "inclusive",
      "active",
      "country",
      "state",
      "jurisdiction",
      "description",
      "tax_type",
      "metadata",
      "expand",
    ],
    handle: createTaxRate,
  },
  {
    method: "GET",
    path: "/v1/tax_rates/:id",
    params: ["expand"],
    handle: (context) => getOr404(context.engine.store.taxRates, "tax rate", pathParam(context, "id")),
  },
  {
    method: "POST",
    path: "/v1/tax_rates/:id",
    params: [
      "active",
      "display_name",
      "country",
      "state",
      "jurisdiction",
      "description",
      "tax_type",
      "metadata",
      "expand",
    ],
    handle: updateTaxRate,
  },
  {
    method: "GET",
    path: "/v1/tax_rates",
    params: [...LIST_PARAMS, "active", "inclusive"],
    handle: ({ engine, params }) => {
      const active = params.boolean("active");
      const inclusive = params.boolean("inclusive");
      const rows = newestFirst(engine.store.taxRates.values()).filter(
        (rate) =>
          (active === undefined || rate.active === active) && (inclusive === undefined || rate.inclusive === inclusive),
      );
      return listPage(rows, params, "/v1/tax_rates");
    },
  },
];
