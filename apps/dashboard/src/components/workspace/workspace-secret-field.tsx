"use client";

import type { TRegion } from "@parlo/validators";
import { api } from "@/trpc/react";
import { SecretField } from "./secret-field";

/** The workspace secret (owner only), fetched when the owner asks for it. */
export function WorkspaceSecretField({ region, workspaceId }: { region: TRegion; workspaceId: string }) {
  const utils = api.useUtils();
  const regenerate = api.workspace.regenerateSecret.useMutation();
  const input = { region, workspaceId };
  return (
    <SecretField
      label="Workspace secret"
      load={async () => (await utils.client.workspace.secret.query(input)).workspaceSecret}
      regenerate={async () => (await regenerate.mutateAsync(input)).workspaceSecret}
      regenerateDescription="A new workspace secret is created and the current one stops working at once. Update every script or integration that uses it."
    />
  );
}
