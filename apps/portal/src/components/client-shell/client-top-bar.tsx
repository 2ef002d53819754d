import { Badge, ThemeToggle } from "@parlo/ui";
import type { ReactNode } from "react";
import type { PortalViewer } from "@parlo/core/portal";
import type { TAgency } from "@parlo/validators";
import { AgencyLogo } from "../agency/agency-logo";
import { AgentSelector } from "./agent-selector";
import { FeedbackButton } from "./feedback-button";
import { OnlineToggle } from "./online-toggle";
import { OrgCredits } from "./org-credits";
import { PortalNotificationBell } from "../notifications/portal-notification-bell";
import { OrgSwitcher } from "./org-switcher";
import { ProfileMenu } from "./profile-menu";

/**
 * The client dashboard's top bar: the agency's logo (its name without one), the org (the admin's
 * org switcher), the agent selector, feedback, the client's online/offline toggle, its org's credits (a
 * link to Billing for a client who has it), dark
 * mode, the bell and the profile menu (Account, Organization, Log Out).
 */
export function ClientTopBar({
  agency,
  viewer,
  agentId,
  showLogo,
  newAgent,
  feedback,
}: {
  agency: TAgency;
  viewer: PortalViewer;
  agentId: string | null;
  /** the rail shows the logo on larger screens; the bar does on phones and in the horizontal layout */
  showLogo: "always" | "phone";
  /** + New Agent where the rail does not show it */
  newAgent?: ReactNode;
  /** the agency sends from its own verified domain: its clients can send feedback */
  feedback: boolean;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-14 min-w-0 items-center gap-2 border-b border-border bg-background px-3 sm:gap-3 md:px-5">
      <a
        href="/home"
        className={showLogo === "phone" ? "flex items-center gap-2 md:hidden" : "flex items-center gap-2"}
      >
        <AgencyLogo agency={agency} size={32} className="rounded-lg" />
        {agency.squarePhotoURL ? (
          <span className="sr-only">{agency.name}</span>
        ) : (
          <span className="max-w-[4rem] truncate font-semibold sm:max-w-[12rem]">{agency.name}</span>
        )}
      </a>
      {viewer.org ? (
        <Badge variant="outline" className="hidden max-w-[12rem] truncate sm:inline-flex" data-testid="client-org">
          {viewer.org.name}
        </Badge>
      ) : (
        <>
          <Badge variant="outline" className="hidden sm:inline-flex">
            Admin
          </Badge>
          {viewer.orgs.length > 0 ? <OrgSwitcher orgs={viewer.orgs} switchedOrgId={viewer.switchedOrgId} /> : null}
        </>
      )}
      {viewer.readOnly ? <Badge variant="secondary">View only</Badge> : null}
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
        {newAgent}
        <AgentSelector agents={viewer.agents} selectedId={agentId} />
        {feedback && viewer.kind === "client" ? <FeedbackButton readOnly={viewer.readOnly} /> : null}
        {viewer.kind === "client" ? <OnlineToggle initialOnline={viewer.online} readOnly={viewer.readOnly} /> : null}
        {viewer.org ? <OrgCredits credits={viewer.org.credits} billing={viewer.pages.includes("billing")} /> : null}
        <ThemeToggle />
        {viewer.kind === "client" ? <PortalNotificationBell readOnly={viewer.readOnly} /> : null}
        <ProfileMenu
          name={viewer.name}
          email={viewer.email}
          photoURL={viewer.photoURL}
          isClient={viewer.kind === "client"}
          readOnly={viewer.readOnly}
          feedback={feedback}
        />
      </div>
    </header>
  );
}
