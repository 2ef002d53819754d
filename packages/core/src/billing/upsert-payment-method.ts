import { BILLING_MESSAGES, type TUpsertPaymentMethodInput } from "@parlo/validators";
import { mergeInternal } from "./billing-workspace";
import { requireBilling, withStripe } from "./billing-errors";
import type { BillingCall } from "./billing-deps";
import { ensureCustomer } from "./ensure-customer";

type Input = Omit<TUpsertPaymentMethodInput, "region" | "workspaceId">;

/**
 * upsert-payment-method: attaches the card the browser created with Stripe Elements to the
 * workspace's customer, makes it the default for invoices, and saves the billing details (on the
 * card and the customer). The billing address's country becomes the workspace's country
 * (currency and tax follow it).
 */
export async function upsertPaymentMethod(call: BillingCall & { input: Input }): Promise<{ customerId: string }> {
  const { stripe } = requireBilling(call.deps.billing);
  const { input } = call;
  return withStripe(BILLING_MESSAGES.paymentSaveFailed, async () => {
    const customerId = await ensureCustomer({
      db: call.deps.db,
      stripe,
      region: call.region,
      workspaceId: call.workspaceId,
    });
    const method = await stripe.paymentMethods.retrieve(input.paymentMethodId);
    const owner = typeof method.customer === "string" ? method.customer : (method.customer?.id ?? null);
    if (owner && owner !== customerId) throw new Error("The payment method belongs to another customer");
    if (!owner) await stripe.paymentMethods.attach(input.paymentMethodId, { customer: customerId });
    const address = {
      line1: input.address.line1,
      line2: input.address.line2,
      city: input.address.city,
      state: input.address.state,
      postal_code: input.address.postal_code,
      country: input.address.country,
    };
    // the card keeps the name and address it was saved with (the form starts from them next time)
    await stripe.paymentMethods.update(input.paymentMethodId, {
      billing_details: { name: input.name, email: input.email, phone: input.phone || undefined, address },
    });
    await stripe.customers.update(customerId, {
      email: input.email,
      name: input.name,
      phone: input.phone || undefined,
      address,
      invoice_settings: { default_payment_method: input.paymentMethodId },
    });
    await mergeInternal(call.deps.db, call.region, call.workspaceId, { countryCode: input.address.country });
    return { customerId };
  });
}
