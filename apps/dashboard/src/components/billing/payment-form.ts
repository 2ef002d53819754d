import { BILLING_MESSAGES, ZBillingAddress } from "@parlo/validators";

export type PaymentMethodKind = "card" | "apple";

export interface AddressDraft {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export const EMPTY_ADDRESS: AddressDraft = {
  name: "",
  line1: "",
  line2: "",
  city: "",
  state: "",
  postal_code: "",
  country: "",
};

/** The required address fields are filled in (name, line 1, city, postal code, country). */
export function addressEntered(address: AddressDraft): boolean {
  return [address.name, address.line1, address.city, address.postal_code, address.country].every(
    (value) => value.trim().length > 0,
  );
}

/** The address as the API takes it, or the message to show. */
export function readAddress(
  address: AddressDraft,
): { ok: true; name: string; address: ReturnType<typeof ZBillingAddress.parse> } | { ok: false; message: string } {
  const parsed = ZBillingAddress.safeParse(address);
  if (!address.name.trim() || !parsed.success) return { ok: false, message: BILLING_MESSAGES.addressIncomplete };
  return { ok: true, name: address.name.trim(), address: parsed.data };
}

/**
 * Continue is enabled with an email and one of: the Apple method, a saved card in use, or a
 * complete card with the address entered.
 */
export function canContinue(form: {
  email: string;
  method: PaymentMethodKind;
  usingSavedCard: boolean;
  cardComplete: boolean;
  address: AddressDraft;
}): boolean {
  if (!form.email.trim()) return false;
  if (form.method === "apple") return true;
  if (form.usingSavedCard) return true;
  return form.cardComplete && addressEntered(form.address);
}

/** A payment's status that counts as success (requires_action: the provider finishes it). */
export function isPaymentSuccess(status: string): boolean {
  return status === "succeeded" || status === "requires_action" || status === "paid";
}
