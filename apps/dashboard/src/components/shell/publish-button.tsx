"use client";

import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import { ChevronDown, Copy, Rocket } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { routes } from "@/lib/routes";
import { api } from "@/trpc/react";
import { useToast } from "./toaster";
import { useLocalFlag } from "./use-local-flag";

/**
 * Publish reads Published and is disabled when the saved draft equals the live agent; after a
 * publish, a popup offers "Add widget to website" or "Don't show again" (remembered).
 */
export function PublishButton({ region, agentId }: { region: TRegion; agentId: string }) {
  const router = useRouter();
  const toast = useToast();
  const utils = api.useUtils();
  const agent = api.agent.get.useQuery({ region, agentId }, { retry: false });
  const publish = api.agent.publish.useMutation();
  const [hidePopup, setHidePopup] = useLocalFlag("parlo-hide-deploy-popup", false);
  const [popupOpen, setPopupOpen] = useState(false);
  if (!agent.data) return null;
  const published = agent.data.isPublished;

  const onPublish = async () => {
    const done = await publish.mutateAsync({ region, agentId }).catch(() => null);
    if (!done) return toast("Failed to save agent", "error");
    await utils.agent.get.invalidate({ region, agentId });
    router.refresh();
    toast("Agent published.", "success");
    if (!hidePopup) setPopupOpen(true);
  };

  return (
    <>
      <div className="flex">
        <Button
          size="sm"
          className="rounded-r-none"
          disabled={published || publish.isPending}
          loading={publish.isPending}
          onClick={onPublish}
        >
          {!publish.isPending && <Rocket />}
          {published ? "Published" : "Publish"}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              size="sm"
              className="rounded-l-none border-l border-primary-foreground/20 px-2"
              aria-label="Agent actions"
            >
              <ChevronDown />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem
              onSelect={() => {
                void navigator.clipboard.writeText(agentId).then(() => toast("Copied to Clipboard", "success"));
              }}
            >
              <Copy /> Copy Agent ID
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => router.push(routes.agent(region, agentId, "overview"))}>
              Website Script
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => router.push(`${routes.agent(region, agentId, "voice")}?tab=phoneNumbers`)}
            >
              Connect to Number
            </DropdownMenuItem>
            {["WhatsApp", "Messenger", "Instagram", "Discord", "Telegram"].map((channel) => (
              <DropdownMenuItem key={channel} onSelect={() => router.push(routes.agent(region, agentId, "channels"))}>
                Connect to {channel}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {popupOpen && (
        <div
          className="fixed inset-0 z-[65] flex items-center justify-center bg-black/40 p-4"
          role="dialog"
          aria-modal="true"
          aria-labelledby="deploy-title"
        >
          <div className="w-full max-w-sm rounded-lg border border-border bg-card p-6 shadow-xl">
            <h2 id="deploy-title" className="text-lg font-semibold">
              Your agent is live
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Put it on your website so visitors can talk to it.</p>
            <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
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
          </div>
        </div>
      )}
    </>
  );
}
