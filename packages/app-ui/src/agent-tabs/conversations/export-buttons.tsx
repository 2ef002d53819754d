"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import {
  CONVERSATION_MESSAGES,
  type TConversationExportFormat,
  type TConversationFilters,
  type TRegion,
} from "@parlo/validators";
import { Download } from "lucide";
import { useState } from "react";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { useToast } from "@parlo/ui/toaster";
import { downloadFile } from "./download-file";

/** "Export CSV" and "Export JSON": the transcripts of the conversations the filters show, built on the server. */
export function ExportButtons({
  region,
  agentId,
  filters,
}: {
  region: TRegion;
  agentId: string;
  filters: TConversationFilters;
}) {
  const toast = useToast();
  const [pending, setPending] = useState<TConversationExportFormat | null>(null);

  const run = async (format: TConversationExportFormat) => {
    setPending(format);
    try {
      const trpc = await loadTrpc();
      const file = await trpc.conversation.export.query({ region, agentId, format, filters });
      downloadFile(file.fileName, file.content, file.contentType);
    } catch (e) {
      toast(callErrorMessage(e, CONVERSATION_MESSAGES.exportFailed), "error");
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="flex gap-2">
      {(["csv", "json"] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          loading={pending === format}
          disabled={pending !== null}
          onClick={() => void run(format)}
        >
          <Icon node={Download} className="size-4" />
          Export {format.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}
