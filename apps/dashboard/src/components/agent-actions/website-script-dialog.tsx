"use client";

import { Button } from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import { websiteScript } from "@parlo/validators/plain";
import { useToast } from "@parlo/ui/toaster";
import { Dialog } from "@parlo/ui/dialog";

export function WebsiteScriptDialog({
  region,
  agentId,
  onClose,
}: {
  region: TRegion;
  agentId: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const script = websiteScript(window.location.origin, region, agentId);
  return (
    <Dialog
      closeButton
      className="max-w-lg"
      title="Website Script"
      description="Paste this just before </body> on every page where the chat widget should appear."
      onClose={onClose}
    >
      <pre className="overflow-x-auto rounded-md border border-border bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-all">
        {script}
      </pre>
      <div className="mt-4 flex justify-end">
        <Button
          onClick={() => void navigator.clipboard.writeText(script).then(() => toast("Copied to Clipboard", "success"))}
        >
          Copy script
        </Button>
      </div>
    </Dialog>
  );
}
