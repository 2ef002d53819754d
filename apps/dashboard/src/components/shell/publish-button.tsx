"use client";

import { Button, Menu, type MenuEntry } from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import { ChevronDown, Code, Copy, Download, History, Rocket } from "lucide";
import { Icon } from "@parlo/ui/icon";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useState } from "react";
import { AGENT_SAVED_EVENT } from "@parlo/app-ui/agent-saved";
import { routes } from "@/lib/routes";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { useToast } from "@parlo/ui/toaster";
import { useLocalFlag } from "./use-local-flag";
import { AGENT_EDIT_MESSAGES } from "@parlo/validators";
import { downloadJson } from "../agent-actions/download-json";
import { Dialog } from "@parlo/ui/dialog";

const VersionHistoryDialog = lazy(() =>
  import("../agent-actions/version-history-dialog").then((m) => ({ default: m.VersionHistoryDialog })),
);
const WebsiteScriptDialog = lazy(() =>
  import("../agent-actions/website-script-dialog").then((m) => ({ default: m.WebsiteScriptDialog })),
);

const CARET =
  "inline-flex h-8 items-center rounded-r-md border-l border-primary-foreground/20 bg-primary px-2 text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4";

/**
 * Publish reads Published and is disabled when the saved draft equals the live agent; after a
 * publish, a popup offers "Add widget to website" or "Don't show again" (remembered).
 */
export function PublishButton({ region, agentId }: { region: TRegion; agentId: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const toast = useToast();
  const [published, setPublished] = useState<boolean | null>(null);
  const [enableNodes, setEnableNodes] = useState(false);
  const [dialog, setDialog] = useState<"versions" | "script" | null>(null);
  const [pending, setPending] = useState(false);
  const [hidePopup, setHidePopup] = useLocalFlag("parlo-hide-deploy-popup", false);
  const [popupOpen, setPopupOpen] = useState(false);

  // the state is read again on every page of the agent and after every save of its draft
  useEffect(() => {
    let live = true;
    const read = () =>
      void loadTrpc()
        .then((trpc) => trpc.agent.get.query({ region, agentId }))
        .then(
          (agent) => {
            if (!live) return;
            setPublished(agent.isPublished);
            setEnableNodes(agent.enableNodes);
          },
          () => live && setPublished(null),
        );
    read();
    window.addEventListener(AGENT_SAVED_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(AGENT_SAVED_EVENT, read);
    };
  }, [region, agentId, pathname]);

  if (published === null) return null;

  const onPublish = async () => {
    setPending(true);
    try {
      await (await loadTrpc()).agent.publish.mutate({ region, agentId });
    } catch {
      setPending(false);
      return toast("Failed to save agent", "error");
    }
    setPending(false);
    setPublished(true);
    router.refresh();
    toast("Agent published.", "success");
    if (!hidePopup) setPopupOpen(true);
  };

  const go = (href: string) => () => router.push(href);
  const exportTemplate = async () => {
    try {
      const { agentTemplate, fileName } = await (await loadTrpc()).agent.exportAgentToJson.query({ region, agentId });
      downloadJson(fileName, agentTemplate);
      toast(AGENT_EDIT_MESSAGES.exported, "success");
    } catch (error) {
      toast(AGENT_EDIT_MESSAGES.exportFailed(error instanceof Error ? error.message : "unknown error"), "error");
    }
  };
  const entries: MenuEntry[] = [
    {
      key: "copy",
      icon: <Icon node={Copy} />,
      label: "Copy Agent ID",
      onSelect: () => void navigator.clipboard.writeText(agentId).then(() => toast("Copied to Clipboard", "success")),
    },
    ...(enableNodes
      ? [
          {
            key: "export",
            icon: <Icon node={Download} />,
            label: "Export Agent Template",
            onSelect: () => void exportTemplate(),
          },
        ]
      : []),
    { key: "script", icon: <Icon node={Code} />, label: "Website Script", onSelect: () => setDialog("script") },
    { key: "versions", icon: <Icon node={History} />, label: "Version History", onSelect: () => setDialog("versions") },
    { key: "sep", separator: true },
    {
      key: "number",
      label: "Connect to Number",
      onSelect: go(`${routes.agent(region, agentId, "voice")}?tab=phoneNumbers`),
    },
    ...["WhatsApp", "Messenger", "Instagram", "Discord", "Telegram"].map((channel) => ({
      key: channel,
      label: `Connect to ${channel}`,
      onSelect: go(routes.agent(region, agentId, "channels")),
    })),
  ];

  return (
    <>
      <div className="flex items-center">
        <Button
          size="sm"
          className="rounded-r-none"
          disabled={published || pending}
          loading={pending}
          onClick={onPublish}
        >
          {!pending && <Icon node={Rocket} />}
          {/* on phones the rocket alone, so that the top bar fits 375 px */}
          <span className="sr-only sm:not-sr-only">{published ? "Published" : "Publish"}</span>
        </Button>
        <Menu
          label="Agent actions"
          align="end"
          entries={entries}
          triggerClassName={CARET}
          trigger={<Icon node={ChevronDown} />}
        />
      </div>
      <Suspense fallback={null}>
        {dialog === "versions" && (
          <VersionHistoryDialog
            region={region}
            agentId={agentId}
            onClose={() => setDialog(null)}
            onRestored={() => {
              setPublished(false);
              router.refresh();
            }}
          />
        )}
        {dialog === "script" && (
          <WebsiteScriptDialog region={region} agentId={agentId} onClose={() => setDialog(null)} />
        )}
      </Suspense>
      {popupOpen && (
        <Dialog
          title="Your agent is live"
          description="Put it on your website so visitors can talk to it."
          onClose={() => setPopupOpen(false)}
          className="max-w-sm"
        >
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button asChild onClick={() => setPopupOpen(false)}>
              <Link href={routes.agent(region, agentId, "overview")}>Add widget to website</Link>
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setHidePopup(true);
                setPopupOpen(false);
              }}
            >
              Don&apos;t show again
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
