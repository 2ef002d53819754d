import type { TOrgBillingDetails } from "@parlo/validators";

/**
 * What every card of the Billing page gets (org-billing-page.tsx composes them): the org's
 * billing as the server read it, whether this is a read-only view (the owner viewing as the
 * client), and `onChanged` to read it again after a change.
 */
export interface OrgBillingCardProps {
  billing: TOrgBillingDetails;
  readOnly: boolean;
  onChanged: () => void;
}
