"use client";

import { Alert, Badge, Button, Card, EmptyState } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import {
  ANNOUNCEMENT_MESSAGES,
  CREDIT_TRANSFER_MESSAGES,
  formatCreditsOneDecimal,
  type TClientSummary,
  type TOrgSummary,
  type TRegion,
  type TTransferCreditsOutput,
  type TUpdateClientOutput,
} from "@parlo/validators";
import { ArrowLeftRight, Building2, Megaphone, Pencil, Plus, Trash2, UserPlus, Users } from "lucide";
import { useRouter } from "next/navigation";
import { lazy, useMemo, useState } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage } from "@parlo/app-ui/trpc";
import { ClientPasswordDialog, type CreatedClient } from "@parlo/app-ui/client-password-dialog";
import { ClientsHeader } from "./clients-header";
import { deleteClient, deleteOrg } from "./clients-api";
import type { AgencyClientDefaults, ClientsAgent } from "@parlo/app-ui/clients-types";
import type { ClientsCustomTab } from "./custom-tab-access-field";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { AnnounceDialog } from "./announce-dialog";
import { CreditTransferDialog } from "./credit-transfer-dialog";
import { EntityAvatar } from "@parlo/app-ui/entity-avatar";
import { LAYOUT_LABELS } from "@parlo/app-ui/layout-choices";

// the editors (react-hook-form, the schemas, the side sheet) load when first opened
const AgencyOrgDrawer = lazy(() => import("./agency-org-drawer").then((m) => ({ default: m.AgencyOrgDrawer })));
const ClientDrawer = lazy(() => import("./client-drawer").then((m) => ({ default: m.ClientDrawer })));

export interface ClientsViewProps {
  region: TRegion;
  workspaceId: string;
  /** the workspace has saved its agency (clients sign in on its portal) */
  hasAgency: boolean;
  /** the agency's card payments are connected (Enable Billing and the Billing page can be given) */
  paymentsConnected: boolean;
  /** the agency's custom tabs (a client can be given those not always visible) */
  customTabs: ClientsCustomTab[];
  /** the workspace's credits (to transfer to its organizations) */
  workspaceCredits: number;
  orgs: TOrgSummary[];
  agents: ClientsAgent[];
  agencyDefaults: AgencyClientDefaults;
  /** the agency settings page */
  agencyHref: string;
}

type Editing =
  { kind: "org"; org: TOrgSummary | null } | { kind: "client"; org: TOrgSummary; client: TClientSummary | null };

type Deleting = { kind: "org"; org: TOrgSummary } | { kind: "client"; org: TOrgSummary; client: TClientSummary };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The Clients page: the agency's organizations, each with its clients; New Organization, New
 * Client, edit (side sheets loaded when opened) and delete (after a confirmation). Changes show at
 * once from the call's answer, then the server data is refreshed.
 */
export function ClientsView({
  region,
  workspaceId,
  hasAgency,
  paymentsConnected,
  customTabs,
  workspaceCredits: loadedCredits,
  orgs: loadedOrgs,
  agents,
  agencyDefaults,
  agencyHref,
}: ClientsViewProps) {
  const router = useRouter();
  const toast = useToast();
  const scope = { region, workspaceId };
  const [loaded, setLoaded] = useState(loadedOrgs);
  const [orgs, setOrgs] = useState(loadedOrgs);
  if (loaded !== loadedOrgs) {
    setLoaded(loadedOrgs);
    setOrgs(loadedOrgs);
  }
  const [credits, setCredits] = useState(loadedCredits);
  const [loadedCreditsSeen, setLoadedCreditsSeen] = useState(loadedCredits);
  if (loadedCreditsSeen !== loadedCredits) {
    setLoadedCreditsSeen(loadedCredits);
    setCredits(loadedCredits);
  }
  const [transferring, setTransferring] = useState<TOrgSummary | null>(null);
  const [announcing, setAnnouncing] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const orgNames = useMemo(() => Object.fromEntries(orgs.map((org) => [org.id, org.name])), [orgs]);

  const replaceOrg = (next: TOrgSummary) =>
    setOrgs((current) =>
      current.some((org) => org.id === next.id)
        ? current.map((org) => (org.id === next.id ? next : org))
        : [...current, next],
    );
  const changeClients = (orgId: string, change: (clients: TClientSummary[]) => TClientSummary[]) =>
    setOrgs((current) => current.map((org) => (org.id === orgId ? { ...org, clients: change(org.clients) } : org)));

  const orgSaved = (org: TOrgSummary, isNew: boolean) => {
    replaceOrg(org);
    setEditing(null);
    toast(isNew ? `Organization “${org.name}” created` : "Organization saved", "success", 3000);
    router.refresh();
  };

  const clientCreated = (client: TClientSummary, password: string) => {
    changeClients(client.orgId, (clients) => [...clients, client]);
    setEditing(null);
    setCreated({ name: client.name, email: client.email, password });
    router.refresh();
  };

  const clientUpdated = ({ client }: TUpdateClientOutput) => {
    changeClients(client.orgId, (clients) => clients.map((other) => (other.id === client.id ? client : other)));
    setEditing(null);
    router.refresh();
  };

  const creditsTransferred = (org: TOrgSummary, balances: TTransferCreditsOutput) => {
    replaceOrg({ ...org, loadTokens: balances.orgBalance });
    setCredits(balances.workspaceBalance);
    setTransferring(null);
    toast(CREDIT_TRANSFER_MESSAGES.transferred, "success", 3000);
    router.refresh();
  };

  const confirmDelete = async (target: Deleting): Promise<boolean> => {
    try {
      if (target.kind === "org") {
        await deleteOrg(scope, target.org.id);
        setOrgs((current) => current.filter((org) => org.id !== target.org.id));
        toast(`Organization “${target.org.name}” deleted`, "success", 3000);
      } else {
        await deleteClient(scope, target.client.id);
        changeClients(target.org.id, (clients) => clients.filter((client) => client.id !== target.client.id));
        toast(`Client “${target.client.name}” deleted`, "success", 3000);
      }
      router.refresh();
      return true;
    } catch (error) {
      toast(callErrorMessage(error, "Could not delete. Please try again."), "error", 4000);
      return false;
    }
  };

  const newOrgButton = (
    <Button onClick={() => setEditing({ kind: "org", org: null })} disabled={!hasAgency}>
      <Icon node={Plus} />
      New Organization
    </Button>
  );
  const hasClients = orgs.some((org) => org.clients.length > 0);
  const headerActions = (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setAnnouncing(true)} disabled={!hasAgency || !hasClients}>
        <Icon node={Megaphone} />
        Announce
      </Button>
      {newOrgButton}
    </div>
  );

  return (
    <div className="flex flex-col gap-5" data-testid="clients-page">
      <ClientsHeader action={headerActions} />

      {!hasAgency ? (
        <EmptyState
          className="bg-card/40 py-16"
          icon={<Icon node={Building2} />}
          title="Set up your agency first"
          description="Your clients sign in to your agency's branded dashboard. Save your agency settings (its name and brand) first, then add organizations and clients here."
          action={
            <Button asChild>
              <a href={agencyHref}>Go to Agency settings</a>
            </Button>
          }
          data-testid="clients-no-agency"
        />
      ) : orgs.length === 0 ? (
        <EmptyState
          className="bg-card/40 py-16"
          icon={<Icon node={Users} />}
          title="No organizations yet"
          description="An organization groups clients who share agents and settings, for example one company you work for. Create one, then add its clients."
          action={newOrgButton}
          data-testid="clients-empty"
        />
      ) : null}

      {!hasAgency && orgs.length > 0 ? (
        <Alert variant="info" title="Your agency is not saved">
          These organizations exist, but their clients cannot sign in until your agency settings are saved.
        </Alert>
      ) : null}

      {orgs.length > 0 ? (
        <ul className="grid items-start gap-4 xl:grid-cols-2" aria-label="Organizations">
          {orgs.map((org) => (
            <li key={org.id} className="min-w-0">
              <OrgCard
                org={org}
                onNewClient={() => setEditing({ kind: "client", org, client: null })}
                onEdit={() => setEditing({ kind: "org", org })}
                onTransfer={() => setTransferring(org)}
                onDelete={() => setDeleting({ kind: "org", org })}
                onEditClient={(client) => setEditing({ kind: "client", org, client })}
                onDeleteClient={(client) => setDeleting({ kind: "client", org, client })}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {editing ? (
        <AfterMount>
          {editing.kind === "org" ? (
            <AgencyOrgDrawer
              key={editing.org?.id ?? "new"}
              scope={scope}
              org={editing.org}
              agents={agents}
              agencyDefaults={agencyDefaults}
              paymentsConnected={paymentsConnected}
              onClose={() => setEditing(null)}
              onSaved={orgSaved}
            />
          ) : (
            <ClientDrawer
              key={editing.client?.id ?? `new-${editing.org.id}`}
              scope={scope}
              org={editing.org}
              client={editing.client}
              defaults={agencyDefaults}
              customTabs={customTabs}
              paymentsConnected={paymentsConnected}
              orgNames={orgNames}
              onClose={() => setEditing(null)}
              onCreated={clientCreated}
              onUpdated={clientUpdated}
            />
          )}
        </AfterMount>
      ) : null}

      <AnnounceDialog
        open={announcing}
        scope={scope}
        orgs={orgs}
        onClose={() => setAnnouncing(false)}
        onSent={(sent) => {
          setAnnouncing(false);
          toast(`${ANNOUNCEMENT_MESSAGES.sent} to ${sent} client${sent === 1 ? "" : "s"}`, "success", 3000);
        }}
      />
      <CreditTransferDialog
        scope={scope}
        org={transferring}
        workspaceCredits={credits}
        onClose={() => setTransferring(null)}
        onTransferred={creditsTransferred}
      />

      <ConfirmDeleteDialog
        open={deleting !== null}
        title={deleting?.kind === "org" ? "Delete organization?" : "Delete client?"}
        description={
          deleting?.kind === "org" ? (
            <>
              You will be deleting the organization{" "}
              <span className="font-medium break-words text-foreground">{deleting.org.name}</span>
              {deleting.org.clients.length > 0
                ? ` and its ${count(deleting.org.clients.length, "client", "clients")}`
                : ""}
              . This cannot be undone.
            </>
          ) : deleting?.kind === "client" ? (
            <>
              You will be deleting the client{" "}
              <span className="font-medium break-words text-foreground">{deleting.client.name}</span> (
              {deleting.client.email}). They can no longer sign in. This cannot be undone.
            </>
          ) : null
        }
        confirmLabel={deleting?.kind === "org" ? "Delete organization" : "Delete client"}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve(true))}
        onClose={() => setDeleting(null)}
      />

      <ClientPasswordDialog created={created} onClose={() => setCreated(null)} />
    </div>
  );
}

/** An organization: photo, name, agents, clients and layout, its actions, and its clients. */
function OrgCard({
  org,
  onNewClient,
  onEdit,
  onTransfer,
  onDelete,
  onEditClient,
  onDeleteClient,
}: {
  org: TOrgSummary;
  onNewClient: () => void;
  onEdit: () => void;
  onTransfer: () => void;
  onDelete: () => void;
  onEditClient: (client: TClientSummary) => void;
  onDeleteClient: (client: TClientSummary) => void;
}) {
  const headingId = `org-${org.id}-name`;
  return (
    <Card className="min-w-0" aria-labelledby={headingId} role="group" data-testid="org-card">
      <div className="flex flex-wrap items-start gap-3 border-b border-border p-4 sm:p-5">
        <EntityAvatar name={org.name} photoURL={org.squarePhotoURL} className="size-12" />
        {/* at least 10rem for the name: on a phone the buttons wrap under it instead of squeezing it */}
        <div className="flex min-w-[10rem] flex-1 basis-40 flex-col gap-1">
          <h2 id={headingId} className="truncate text-base font-semibold">
            {org.name}
          </h2>
          <p className="text-[13px] text-muted-foreground">
            {count(org.agentCount, "agent", "agents")} · {count(org.clients.length, "client", "clients")} ·{" "}
            {LAYOUT_LABELS[org.dashboardLayout]} layout ·{" "}
            <span data-testid="org-credits">{formatCreditsOneDecimal(org.loadTokens)} credits</span>
          </p>
          {org.settings.disableClientAccess ? (
            <Badge variant="warning" className="mt-1">
              Client access off
            </Badge>
          ) : null}
        </div>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={onNewClient} aria-label={`New Client in ${org.name}`}>
            <Icon node={UserPlus} />
            New Client
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={onTransfer}
            aria-label={`Transfer credits with ${org.name}`}
            title="Transfer credits"
          >
            <Icon node={ArrowLeftRight} />
          </Button>
          <Button variant="ghost" size="icon" className="size-8" onClick={onEdit} aria-label={`Edit ${org.name}`}>
            <Icon node={Pencil} />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-destructive hover:text-destructive"
            onClick={onDelete}
            aria-label={`Delete ${org.name}`}
          >
            <Icon node={Trash2} />
          </Button>
        </div>
      </div>
      {org.clients.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground sm:px-5">
          No clients yet. Add one with New Client.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" aria-label={`Clients of ${org.name}`}>
          {org.clients.map((client) => (
            <li key={client.id} className="flex items-center gap-3 px-4 py-3 sm:px-5" data-testid="client-row">
              <EntityAvatar name={client.name} photoURL={client.squarePhotoURL} round className="size-9 text-xs" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate text-sm font-medium">{client.name}</span>
                  {client.isOrgAdmin ? <Badge variant="secondary">Org admin</Badge> : null}
                </span>
                <span className="truncate text-[13px] text-muted-foreground">{client.email}</span>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                onClick={() => onEditClient(client)}
                aria-label={`Edit ${client.name}`}
              >
                <Icon node={Pencil} />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-destructive hover:text-destructive"
                onClick={() => onDeleteClient(client)}
                aria-label={`Delete ${client.name}`}
              >
                <Icon node={Trash2} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
