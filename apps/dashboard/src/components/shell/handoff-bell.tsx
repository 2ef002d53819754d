"use client";

import { Menu, type MenuEntry } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import type { THandoffQueueOutput, TRegion } from "@parlo/validators";
import { Headset } from "lucide";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { routes } from "@/lib/routes";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { handoffAlertText, newHandoffs, titleWithCount } from "./handoff-alerts";

/** How often the bell asks for waiting conversations (and while the tab is hidden, too). */
const POLL_MS = 15_000;

/**
 * The handoff menu (the notification bell is beside it): conversations of the workspace whose
 * visitor asked for a person, and the member's online switch. It
 * polls, shows the count on the bell and in the tab title, lists the waiting chats (a click opens
 * the chat in the agent's Chats tab) and, once allowed, raises a desktop notification for each new
 * request.
 */
export function HandoffBell({ region, workspaceId }: { region: TRegion; workspaceId: string }) {
  const router = useRouter();
  const [queue, setQueue] = useState<THandoffQueueOutput | null>(null);
  const seen = useRef<Set<string> | null>(null);
  const [permission, setPermission] = useState<NotificationPermission | "unsupported">("unsupported");

  useEffect(() => {
    if (typeof Notification !== "undefined") setPermission(Notification.permission);
  }, []);

  useEffect(() => {
    let live = true;
    const read = () =>
      void loadTrpc()
        .then((trpc) => trpc.conversation.handoffQueue.query({ region, workspaceId }))
        .then(
          (next) => {
            if (!live) return;
            const fresh = newHandoffs(seen.current, next.items);
            seen.current = new Set(next.items.map((item) => item.conversationId));
            setQueue(next);
            if (fresh.length > 0 && typeof Notification !== "undefined" && Notification.permission === "granted") {
              for (const item of fresh) {
                const text = handoffAlertText(item);
                const note = new Notification(text.title, { body: text.body });
                note.onclick = () => {
                  window.focus();
                  router.push(`${routes.agent(region, item.agentId, "convos")}?c=${item.conversationId}`);
                };
              }
            }
          },
          // a failed poll keeps the last state; the next one tries again
          () => undefined,
        );
    read();
    const timer = window.setInterval(read, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [region, workspaceId, router]);

  const count = queue?.count ?? 0;
  const online = queue?.online ?? null;
  const [switching, setSwitching] = useState(false);
  const setOnline = (next: boolean) => {
    setSwitching(true);
    void loadTrpc()
      .then((trpc) => trpc.conversation.setOnline.mutate({ region, workspaceId, online: next }))
      .then(
        (result) => setQueue((current) => (current ? { ...current, online: result.online } : current)),
        () => undefined,
      )
      .finally(() => setSwitching(false));
  };

  useEffect(() => {
    document.title = titleWithCount(document.title, count);
  }, [count]);

  const entries: MenuEntry[] = [
    {
      key: "heading",
      heading: count === 0 ? "No one is waiting for a person" : `${count} waiting for a person`,
    },
    ...(queue?.items ?? []).map((item) => ({
      key: item.conversationId,
      testId: "handoff-item",
      label: (
        <span className="flex min-w-0 max-w-72 flex-col">
          <span className="truncate font-medium">{item.agentTitle}</span>
          <span className="truncate text-xs text-muted-foreground">
            {item.lastVisitorMessage || "The visitor asked for a person"}
          </span>
        </span>
      ),
      onSelect: () => router.push(`${routes.agent(region, item.agentId, "convos")}?c=${item.conversationId}`),
    })),
    ...(online === null
      ? []
      : [
          { separator: true as const, key: "sep-online" },
          {
            key: "online",
            testId: "online-toggle",
            disabled: switching,
            label: (
              <span className="flex max-w-72 items-start gap-2">
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${online ? "bg-emerald-500" : "bg-muted-foreground/50"}`}
                />
                <span className="flex flex-col">
                  <span className="font-medium">{online ? "You are online" : "You are offline"}</span>
                  <span className="text-xs text-muted-foreground">
                    {online
                      ? "Visitors can ask for a person. Select to go offline."
                      : "Select to go online. While the whole team is offline, visitors are not offered a person."}
                  </span>
                </span>
              </span>
            ),
            onSelect: () => setOnline(!online),
          },
        ]),
    ...(permission === "default"
      ? [
          { separator: true as const, key: "sep-alerts" },
          {
            key: "alerts",
            label: "Turn on desktop alerts",
            onSelect: () => void Notification.requestPermission().then(setPermission),
          },
        ]
      : []),
  ];

  return (
    <Menu
      label={count === 0 ? "Handoff requests" : `Handoff requests: ${count} waiting`}
      align="end"
      triggerClassName="relative inline-flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      trigger={
        <>
          <Icon node={Headset} className="size-4" />
          {count > 0 && (
            <span
              data-testid="handoff-count"
              className="absolute right-0.5 top-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-4 text-white"
            >
              {count > 99 ? "99+" : count}
            </span>
          )}
        </>
      }
      entries={entries}
    />
  );
}
