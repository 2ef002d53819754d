"use client";

import { Button, Spinner } from "@parlo/ui";
import { AGENT_EDIT_MESSAGES, type TRegion } from "@parlo/validators";
import { useEffect, useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { useToast } from "@parlo/ui/toaster";
import { Dialog } from "@parlo/ui/dialog";

interface Version {
  id: string;
  publishedAt: Date;
  publishedBy: string;
  title: string;
}

/** The last 20 published versions; Restore puts one back into the draft. */
export function VersionHistoryDialog({
  region,
  agentId,
  onClose,
  onRestored,
}: {
  region: TRegion;
  agentId: string;
  onClose: () => void;
  onRestored: () => void;
}) {
  const toast = useToast();
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [restoring, setRestoring] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadTrpc()
      .then((trpc) => trpc.agent.versions.query({ region, agentId }))
      .then(
        (list) => live && setVersions(list),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [region, agentId]);

  const restore = async (versionId: string) => {
    setRestoring(versionId);
    try {
      await (await loadTrpc()).agent.restoreVersion.mutate({ region, agentId, versionId });
      toast(AGENT_EDIT_MESSAGES.restored, "success");
      onRestored();
      onClose();
    } catch (error) {
      toast(error instanceof Error ? error.message : AGENT_EDIT_MESSAGES.versionNotFound, "error");
      setRestoring(null);
    }
  };

  return (
    <Dialog
      closeButton
      className="max-w-lg"
      title="Version History"
      description="The last 20 published versions of this agent."
      onClose={onClose}
    >
      {failed ? (
        <p className="text-sm text-destructive">Could not load the versions. Try again.</p>
      ) : versions === null ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading versions" />
        </div>
      ) : versions.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          No published versions yet. Every Publish saves one here.
        </p>
      ) : (
        <ol className="max-h-96 divide-y divide-border overflow-y-auto" data-testid="version-list">
          {versions.map((version, index) => (
            <li key={version.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">
                  {version.publishedAt.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
                  {index === 0 ? <span className="ml-2 text-xs text-success">latest</span> : null}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {version.title} · by {version.publishedBy}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                loading={restoring === version.id}
                disabled={restoring !== null}
                onClick={() => void restore(version.id)}
              >
                Restore
              </Button>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
