import { LIST_PARAMS, listPage } from "../lists";
import { pathParam, type Route } from "../router";
import { getOr404, newestFirst } from "../store";

export const applicationFeeRoutes: Route[] = [
  {
    method: "GET",
    path: "/v1/application_fees/:id",
    params: ["expand"],
    platformOnly: true,
    handle: (context) =>
      structuredClone(getOr404(context.engine.connect.applicationFees, "application fee", pathParam(context, "id"))),
  },
  {
    method: "GET",
    path: "/v1/application_fees",
    params: [...LIST_PARAMS, "charge"],
    platformOnly: true,
    handle: ({ engine, params }) => {
      const charge = params.string("charge");
      const rows = newestFirst(engine.connect.applicationFees.values())
        .filter((fee) => charge === undefined || fee.charge === charge)
        .map((fee) => structuredClone(fee));
      return listPage(rows, params, "/v1/application_fees");
    },
  },
];
