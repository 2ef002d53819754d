"use client";

import { Menu, type MenuEntry } from "@parlo/ui";
import { switchingRegionMessage, type TRegion, type TWorkspaceSummary } from "@parlo/validators";
import { Check, ChevronsUpDown, Plus, Settings } from "lucide";
import { Icon } from "@parlo/ui/icon";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { routes } from "@/lib/routes";
import { workspaceLabel } from "@/lib/workspace-label";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { useToast } from "@parlo/ui/toaster";

const TRIGGER =
  "inline-flex h-9 min-w-0 max-w-[6.5rem] items-center justify-between gap-1 rounded-md px-2 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:max-w-[16rem] sm:gap-2 [&_svg]:size-4 [&_svg]:shrink-0";

/**
 * Same-region switch: the choice is stored and the agents list opens (refreshed when already
 * there). Another region: "Switching to {REGION} region", then the agents list of that region.
 */
export function WorkspaceSwitcher({
  region,
  current,
  workspaces,
}: {
  region: TRegion;
  current: TWorkspaceSummary | null;
  workspaces: TWorkspaceSummary[];
}) {
  const router = useRouter();
  const pathname = usePathname();
  const toast = useToast();
  const [switching, setSwitching] = useState<string | null>(null);

  // the overlay stays until the other region's page is there
  useEffect(() => setSwitching(null), [pathname]);

  const switchTo = async (w: TWorkspaceSummary) => {
    if (w.region !== region) setSwitching(switchingRegionMessage(w.region));
    try {
      await (await loadTrpc()).workspace.select.mutate({ region: w.region, workspaceId: w.id });
    } catch {
      setSwitching(null);
      return toast("Failed to save workspace.", "error");
    }
    const target = routes.agents(w.region);
    if (pathname === target) {
      router.refresh();
      setSwitching(null);
    } else router.push(target);
  };

  const createWorkspace = async () => {
    try {
      await (await loadTrpc()).workspace.create.mutate({ region });
    } catch {
      return toast("Failed to save workspace.", "error");
    }
    router.push(routes.workspaceSettings(region));
    router.refresh();
  };

  const entries: MenuEntry[] = [
    { key: "heading", heading: "Workspaces" },
    ...workspaces.map((w) => ({
      key: `${w.region}-${w.id}`,
      testId: `workspace-option-${w.id}`,
      icon: <Icon node={Check} className={w.id === current?.id && w.region === region ? "opacity-100" : "opacity-0"} />,
      label: (
        <>
          <span className="flex-1 truncate">{workspaceLabel(w)}</span>
          <span className="text-[10px] font-semibold uppercase text-muted-foreground">{w.region}</span>
        </>
      ),
      onSelect: () => void switchTo(w),
    })),
    { key: "sep", separator: true },
    {
      key: "settings",
      icon: <Icon node={Settings} />,
      label: "Workspace settings",
      onSelect: () => router.push(routes.workspaceSettings(region)),
    },
    {
      key: "new",
      icon: <Icon node={Plus} />,
      label: `New workspace in ${region.toUpperCase()}`,
      onSelect: () => void createWorkspace(),
    },
  ];

  return (
    <>
      <Menu
        label="Switch workspace"
        entries={entries}
        triggerClassName={TRIGGER}
        trigger={
          <>
            <span className="truncate">{current ? workspaceLabel(current) : "No workspace"}</span>
            <span className="hidden rounded bg-muted px-1.5 text-[10px] font-semibold uppercase text-muted-foreground sm:inline">
              {region}
            </span>
            <Icon node={ChevronsUpDown} className="text-muted-foreground" />
          </>
        }
      />
      {switching && (
        <div
          className="fixed inset-0 z-[70] flex items-center justify-center bg-background/80 backdrop-blur-sm"
          role="alert"
        >
          <p className="rounded-lg border border-border bg-card px-6 py-4 text-sm font-medium shadow-lg">{switching}</p>
        </div>
      )}
    </>
  );
}
