"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { LEAD_MESSAGES, type TLeadExportFormat, type TLeadFilters, type TRegion } from "@parlo/validators";
import { Download } from "lucide";
import { useState } from "react";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { downloadFile } from "../conversations/download-file";
import { useToast } from "@parlo/ui/toaster";

/** "Export CSV" and "Export JSON": every lead the filters match, built on the server. */
export function LeadExportButtons({
  region,
  agentId,
  filters,
  disabled,
}: {
  region: TRegion;
  agentId: string;
  filters: TLeadFilters;
  disabled: boolean;
}) {
  const toast = useToast();
  const [pending, setPending] = useState<TLeadExportFormat | null>(null);

  const run = async (format: TLeadExportFormat) => {
    setPending(format);
    try {
      const trpc = await loadTrpc();
      const file = await trpc.lead.export.query({ region, agentId, format, filters });
      downloadFile(file.fileName, file.content, file.contentType);
    } catch (e) {
      toast(callErrorMessage(e, LEAD_MESSAGES.exportFailed), "error");
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      {(["csv", "json"] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          loading={pending === format}
          disabled={disabled || pending !== null}
          onClick={() => void run(format)}
        >
          <Icon node={Download} className="size-4" />
          Export {format.toUpperCase()}
        </Button>
      ))}
    </>
  );
}
