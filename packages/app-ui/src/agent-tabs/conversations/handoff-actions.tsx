"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import {
  HANDOFF_MESSAGES,
  type TConversationStatus,
  type TGetConversationOutput,
  type TRegion,
} from "@parlo/validators";
import { Bot, Headset } from "lucide";
import { useState } from "react";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { HANDOFF_FAILED, canTakeOver, withStatus } from "./handoff-state";

export type DetailChange = (old: TGetConversationOutput | undefined) => TGetConversationOutput | undefined;

/** "Take over" while the agent answers, "Hand back to AI" while a person of the team does. */
export function HandoffActions({
  scope,
  conversationId,
  status,
  onChange,
}: {
  scope: { region: TRegion; agentId: string };
  conversationId: string;
  status: TConversationStatus;
  onChange: (change: DetailChange) => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const takeOver = canTakeOver(status);

  const run = async () => {
    setBusy(true);
    try {
      const trpc = await loadTrpc();
      const input = { ...scope, conversationId };
      const result = takeOver
        ? await trpc.conversation.takeOver.mutate(input)
        : await trpc.conversation.handBack.mutate(input);
      onChange((old) => withStatus(old, result.status));
      toast(takeOver ? HANDOFF_MESSAGES.takenOver : HANDOFF_MESSAGES.handedBack, "success", 4000);
    } catch (e) {
      toast(callErrorMessage(e, HANDOFF_FAILED.status), "error", 5000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="sm" variant={takeOver ? "default" : "outline"} loading={busy} onClick={() => void run()}>
      <Icon node={takeOver ? Headset : Bot} className="size-4" />
      {takeOver ? "Take over" : "Hand back to AI"}
    </Button>
  );
}
