"use client";

import type { TRegion } from "@parlo/validators";
import { api } from "@/trpc/react";
import { SecretField } from "./secret-field";

/** The secret that signs forwarded events (owner only), fetched when the owner asks for it. */
export function EventSigningSecretField({ region, workspaceId }: { region: TRegion; workspaceId: string }) {
  const utils = api.useUtils();
  const regenerate = api.workspaceEvents.regenerateSigningSecret.useMutation();
  const input = { region, workspaceId };
  return (
    <SecretField
      label="Signing secret"
      mask="whsec_••••••••••••••••••••••••"
      load={async () => (await utils.client.workspaceEvents.signingSecret.query(input)).signingSecret}
      regenerate={async () => (await regenerate.mutateAsync(input)).signingSecret}
      regenerateDescription="A new signing secret is created and events are signed with it from now on. Update your endpoint's signature check, or it will refuse the events."
    />
  );
}
