import { missingResource } from "../errors";
import { LIST_PARAMS, listPage } from "../lists";
import { pathParam, type Route } from "../router";

export const eventRoutes: Route[] = [
  {
    method: "GET",
    path: "/v1/events/:id",
    params: ["expand"],
    handle: (context) => {
      const id = pathParam(context, "id");
      const event = context.engine.log.find(id);
      if (!event) throw missingResource("event", id);
      return event;
    },
  },
  {
    method: "GET",
    path: "/v1/events",
    params: [...LIST_PARAMS, "type", "types", "delivery_success"],
    handle: ({ engine, params }) => {
      const type = params.string("type");
      const types = params.strings("types");
      const matches = (name: string) => {
        if (types) return types.includes(name);
        if (!type) return true;
        // Stripe allows a * wildcard: customer.subscription.*
        if (type.endsWith("*")) return name.startsWith(type.slice(0, -1));
        return name === type;
      };
      const rows = engine.log
        .list()
        .reverse()
        .filter((event) => matches(event.type));
      return listPage(rows, params, "/v1/events");
    },
  },
];
