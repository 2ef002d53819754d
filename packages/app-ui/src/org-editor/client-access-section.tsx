"use client";

import type { TClientPageKey } from "@parlo/validators";
import { FormSection } from "../editor/editor-drawer";
import { PageAccessField, unavailablePages } from "./page-access-field";
import { orderedPages } from "./page-order";
import { TabOrderField } from "./tab-order-field";

/** The section's ids and wording: a client's own access, or the default of an organization's new clients. */
const WORDING = {
  client: {
    ids: { section: "client-pages", access: "client-access", order: "client-tab-order" },
    legends: { access: "Page access", order: "Tab order" },
    description: "The dashboard pages this client may open, and the order of their tabs.",
  },
  org: {
    ids: { section: "org-access", access: "org-default-access", order: "org-tab-order" },
    legends: { access: "Default client access", order: "Default tab order" },
    description: "The pages a new client of this organization may open, and the order of their tabs.",
  },
} as const;

/**
 * The editors' Client access section: the pages given (Billing cannot be given before the
 * agency's card payments are connected), the form's message for them, and the order of their tabs.
 */
export function ClientAccessSection({
  of,
  access,
  order,
  onOrderChange,
  paymentsConnected,
}: {
  of: keyof typeof WORDING;
  /** the agency's card payments are connected: Billing can be given */
  paymentsConnected: boolean;
  /** the pages given, as the form holds them */
  access: { value: readonly string[]; onChange: (pages: TClientPageKey[]) => void; error: string | undefined };
  /** the saved tab order */
  order: readonly string[];
  onOrderChange: (pages: TClientPageKey[]) => void;
}) {
  const { ids, legends, description } = WORDING[of];
  return (
    <FormSection id={ids.section} title="Client access" description={description}>
      <PageAccessField
        id={ids.access}
        legend={legends.access}
        value={access.value}
        onChange={access.onChange}
        unavailable={unavailablePages(paymentsConnected)}
      />
      {access.error ? (
        <p className="text-[13px] font-medium text-destructive" role="alert">
          {access.error}
        </p>
      ) : null}
      <TabOrderField
        id={ids.order}
        legend={legends.order}
        pages={orderedPages(access.value, order)}
        onChange={onOrderChange}
      />
    </FormSection>
  );
}
