"use client";

import { Icon } from "@parlo/ui/icon";
import { Menu } from "@parlo/ui/menu";
import { PORTAL_ORG_COOKIE } from "@parlo/validators/client-auth-messages";
import { Building2, Check, ChevronDown } from "lucide";

const ALL = "All organizations";

/** Remembers the org (or none: all) in this browser and reloads the page without a chosen agent. */
function switchTo(orgId: string | null) {
  document.cookie = orgId
    ? `${PORTAL_ORG_COOKIE}=${encodeURIComponent(orgId)}; path=/; max-age=31536000; samesite=lax`
    : `${PORTAL_ORG_COOKIE}=; path=/; max-age=0; samesite=lax`;
  const url = new URL(window.location.href);
  url.searchParams.delete("agent");
  window.location.assign(url.toString());
}

/**
 * The agency admin's org switcher: all of the agency's agents, or one org's (the agent selector and
 * Home then show that org's agents only).
 */
export function OrgSwitcher({
  orgs,
  switchedOrgId,
}: {
  orgs: readonly { id: string; name: string }[];
  switchedOrgId: string | null;
}) {
  const current = orgs.find((org) => org.id === switchedOrgId)?.name ?? ALL;
  const mark = (on: boolean) => (on ? <Icon node={Check} aria-hidden className="size-4" /> : null);
  return (
    <Menu
      label="Organization"
      triggerClassName="flex h-9 max-w-[8rem] items-center gap-2 rounded-md border border-border px-2 text-sm hover:bg-muted sm:max-w-[14rem] sm:px-3"
      trigger={
        <>
          <Icon node={Building2} aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate" data-testid="switched-org">
            {current}
          </span>
          <Icon node={ChevronDown} aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </>
      }
      entries={[
        {
          key: "all",
          label: (
            <span className="flex w-full items-center justify-between gap-3">
              {ALL}
              {mark(switchedOrgId === null)}
            </span>
          ),
          onSelect: () => switchTo(null),
        },
        ...orgs.map((org) => ({
          key: org.id,
          label: (
            <span className="flex w-full items-center justify-between gap-3">
              <span className="truncate">{org.name}</span>
              {mark(org.id === switchedOrgId)}
            </span>
          ),
          onSelect: () => switchTo(org.id),
        })),
      ]}
    />
  );
}
