import type { Region } from "@parlo/db";
import type Stripe from "stripe";
import type { CoreDeps } from "../../deps";
import type { findAgencyByAccount } from "../connected-agency";

type AgencyRow = NonNullable<Awaited<ReturnType<typeof findAgencyByAccount>>>["agency"];

/** A verified event of an agency's connected account, with the agency it belongs to. */
export interface ConnectEventCall {
  deps: CoreDeps;
  stripe: Stripe;
  region: Region;
  agency: AgencyRow;
  event: Stripe.Event;
}

export type ConnectEventHandler = (call: ConnectEventCall) => Promise<void>;
