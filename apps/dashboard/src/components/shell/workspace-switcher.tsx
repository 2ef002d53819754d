"use client";

import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@parlo/ui";
import { WORKSPACE_MESSAGES, type TRegion, type TWorkspaceSummary } from "@parlo/validators";
import { Check, ChevronsUpDown, Plus, Settings } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { routes } from "@/lib/routes";
import { api } from "@/trpc/react";
import { useToast } from "./toaster";

import { workspaceLabel } from "@/lib/workspace-label";

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
  const select = api.workspace.select.useMutation();
  const create = api.workspace.create.useMutation();

  const switchTo = async (w: TWorkspaceSummary) => {
    if (w.region !== region) setSwitching(WORKSPACE_MESSAGES.switchingRegion(w.region));
    await select.mutateAsync({ region: w.region, workspaceId: w.id });
    const target = routes.agents(w.region);
    if (pathname === target) {
      router.refresh();
      setSwitching(null);
    } else router.push(target);
  };

  // the overlay stays until the other region's page is there
  useEffect(() => setSwitching(null), [pathname]);

  const createWorkspace = async () => {
    const created = await create.mutateAsync({ region }).catch(() => null);
    if (!created) return toast("Failed to save workspace.", "error");
    router.push(routes.workspaceSettings(region));
    router.refresh();
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className="min-w-0 max-w-[9rem] justify-between gap-1 px-2 sm:max-w-[16rem] sm:gap-2"
            aria-label="Switch workspace"
          >
            <span className="truncate">{current ? workspaceLabel(current) : "No workspace"}</span>
            <span className="hidden rounded bg-muted px-1.5 text-[10px] font-semibold uppercase text-muted-foreground sm:inline">
              {region}
            </span>
            <ChevronsUpDown className="text-muted-foreground" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
          {workspaces.map((w) => (
            <DropdownMenuItem
              key={`${w.region}-${w.id}`}
              onSelect={() => void switchTo(w)}
              data-testid={`workspace-option-${w.id}`}
            >
              <Check className={w.id === current?.id && w.region === region ? "opacity-100" : "opacity-0"} />
              <span className="flex-1 truncate">{workspaceLabel(w)}</span>
              <span className="text-[10px] font-semibold uppercase text-muted-foreground">{w.region}</span>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => router.push(routes.workspaceSettings(region))}>
            <Settings /> Workspace settings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void createWorkspace()}>
            <Plus /> New workspace in {region.toUpperCase()}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
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
