"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { AGENT_EDIT_MESSAGES, ZAgentTemplate, describeSettingsError, type TRegion } from "@parlo/validators";
import { Upload } from "lucide";
import { useRef, useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";

const MAX_TEMPLATE_BYTES = 1_000_000;

/**
 * Creates an agent from an exported template file (convertAgentTemplateToAgent) and hands the new
 * agent to `onCreated`; a file that is not a template is refused with the field at fault.
 */
export function ImportTemplateButton({
  region,
  workspaceId,
  onCreated,
}: {
  region: TRegion;
  workspaceId: string;
  onCreated: (agent: { ID: string; enableNodes: boolean }) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_TEMPLATE_BYTES) return setError("Max size: 1 MBs");
    if (!file.name.toLowerCase().endsWith(".json")) return setError("Only .json Files");
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      return setError(AGENT_EDIT_MESSAGES.convertFailed("the file is not valid JSON."));
    }
    const template = ZAgentTemplate.safeParse(parsed);
    if (!template.success) return setError(AGENT_EDIT_MESSAGES.convertFailed(describeSettingsError(template.error)));
    setPending(true);
    try {
      const { agentCreated } = await (
        await loadTrpc()
      ).agent.convertAgentTemplateToAgent.mutate({
        region,
        workspaceId,
        agentName: template.data.name,
        agentTemplate: template.data,
      });
      onCreated(agentCreated);
    } catch (e) {
      setError(AGENT_EDIT_MESSAGES.convertFailed(e instanceof Error ? e.message : "unknown error"));
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label="Agent template file"
        data-testid="import-template-input"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <Button variant="outline" type="button" loading={pending} onClick={() => input.current?.click()}>
        {!pending && <Icon node={Upload} />}
        Import Agent Template
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
