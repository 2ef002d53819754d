"use client";

import type { TRegion } from "@parlo/validators";
import { api } from "@/trpc/react";
import { SecretField } from "./secret-field";

/** An agent's SECRET_API_KEY, fetched when asked for. */
export function AgentSecretField({ region, agentId, title }: { region: TRegion; agentId: string; title: string }) {
  const utils = api.useUtils();
  const regenerate = api.agent.regenerateSecret.useMutation();
  const input = { region, agentId };
  return (
    <SecretField
      label={`${title || "Agent"} key`}
      load={async () => (await utils.client.agent.secret.query(input)).SECRET_API_KEY}
      regenerate={async () => (await regenerate.mutateAsync(input)).SECRET_API_KEY}
      regenerateDescription="A new key is created for this agent and the current one stops working at once. Update every script or integration that uses it."
    />
  );
}
