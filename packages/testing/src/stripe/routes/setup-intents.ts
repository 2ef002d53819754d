import { LIST_PARAMS, listPage } from "../lists";
import { pathParam, type Route } from "../router";
import { getOr404, newestFirst } from "../store";

/** SetupIntents can only be read: the stand-in makes them for Checkout Sessions in setup mode. */
export const setupIntentRoutes: Route[] = [
  {
    method: "GET",
    path: "/v1/setup_intents/:id",
    params: ["expand", "client_secret"],
    handle: (context) =>
      structuredClone(getOr404(context.engine.store.setupIntents, "setupintent", pathParam(context, "id"), "intent")),
  },
  {
    method: "GET",
    path: "/v1/setup_intents",
    params: [...LIST_PARAMS, "customer", "payment_method"],
    handle: ({ engine, params }) => {
      const customer = params.string("customer");
      const method = params.string("payment_method");
      const rows = newestFirst(engine.store.setupIntents.values())
        .filter(
          (intent) =>
            (customer === undefined || intent.customer === customer) &&
            (method === undefined || intent.payment_method === method),
        )
        .map((intent) => structuredClone(intent));
      return listPage(rows, params, "/v1/setup_intents");
    },
  },
];
