"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Badge, Button, Input } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import {
  CLIENT_LIMITS,
  CLIENT_MESSAGES,
  type TClientPageKey,
  type TClientSummary,
  type TOrgSummary,
  type TUpdateClientOutput,
} from "@parlo/validators";
import { Eye, EyeOff, ExternalLink, UserPlus } from "lucide";
import { useState } from "react";
import { Controller, useController, useWatch, type Path } from "react-hook-form";
import { fieldAria } from "@parlo/ui/form-field";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage } from "@parlo/app-ui/trpc";
import {
  clientChanges,
  clientFormOf,
  clientToCreate,
  newClientForm,
  ZClientEditor,
  type ClientDefaults,
  type TClientEditor,
  type TClientEditorInput,
} from "./client-form-values";
import { createClient, updateClient, viewAsClient, type ClientsScope } from "./clients-api";
import { ClientAccessSection } from "@parlo/app-ui/client-access-section";
import { DrawerField, EditorDrawer, FormSection, NameField, useEditorForm } from "@parlo/app-ui/editor-drawer";
import { controlled } from "@parlo/app-ui/form-errors";
import { LanguageField } from "@parlo/app-ui/language-select";
import { NotificationFields } from "@parlo/app-ui/notification-fields";
import { PhotoField } from "@parlo/app-ui/photo-field";
import { SwitchList, type SwitchSpec } from "@parlo/app-ui/switch-list";
import { CustomTabAccessField, type ClientsCustomTab } from "./custom-tab-access-field";

const CLIENT_EXISTS_PREFIX = CLIENT_MESSAGES.clientExists("");

/** The client's permissions. */
const PERMISSION_SWITCHES: readonly SwitchSpec<Path<TClientEditorInput>>[] = [
  {
    name: "isOrgAdmin",
    id: "client-isOrgAdmin",
    label: "Org admin",
    help: "Can edit the organization's details and settings and add users.",
  },
  {
    name: "allowCreateAgents",
    id: "client-allowCreateAgents",
    label: "Allow create agents",
    help: "Shows New Agent in the client's dashboard.",
  },
  {
    name: "canDelegateChats",
    id: "client-canDelegateChats",
    label: "Can delegate chats",
    help: "Can hand conversations to other people of the organization.",
  },
  {
    name: "hideAdvancedSettings",
    id: "client-hideAdvancedSettings",
    label: "Hide advanced settings",
    help: "The advanced settings of the agents stay hidden from this client.",
  },
];

export interface ClientDrawerProps {
  scope: ClientsScope;
  /** the client's organization (a new client takes its defaults) */
  org: TOrgSummary;
  /** the client to edit; null for a new one */
  client: TClientSummary | null;
  defaults: ClientDefaults;
  /** the agency's custom tabs */
  customTabs: readonly ClientsCustomTab[];
  /** the agency's card payments are connected: Billing can be given */
  paymentsConnected: boolean;
  /** organization names by id, to say where a refused e-mail is already used */
  orgNames: Readonly<Record<string, string>>;
  onClose: () => void;
  /** a new client and its password (shown this once) */
  onCreated: (client: TClientSummary, password: string) => void;
  onUpdated: (result: TUpdateClientOutput) => void;
}

/**
 * The client editor, a side sheet: name, e-mail, password, photo, the pages the client may open
 * and their tab order, notifications, language and permissions; Invite User (soon); View as
 * client for a saved client. Blank name or e-mail: "Please fill out all fields."; the server's
 * refusals (an e-mail another org's client has) show under their field.
 */
export function ClientDrawer({
  scope,
  org,
  client,
  defaults,
  customTabs,
  paymentsConnected,
  orgNames,
  onClose,
  onCreated,
  onUpdated,
}: ClientDrawerProps) {
  const toast = useToast();
  const [initial] = useState<TClientEditor>(() => (client ? clientFormOf(client) : newClientForm(org, defaults)));
  const [serverError, setServerError] = useState<string | null>(null);
  const [conflictOrg, setConflictOrg] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const form = useEditorForm(zodResolver(ZClientEditor), initial);
  const { errors, isSubmitting, isDirty } = form.formState;
  const [name, order] = useWatch({ control: form.control, name: ["name", "clientTabOrder"] });
  const photo = useController({ control: form.control, name: "squarePhotoURL" });
  const access = useController({ control: form.control, name: "canAccess" });
  const tabAccess = useController({ control: form.control, name: "customTabAccess" });
  const setOrder = (pages: TClientPageKey[]) => form.setValue("clientTabOrder", pages, { shouldDirty: true });

  const refuse = (error: unknown) => {
    const message = callErrorMessage(error, "");
    toast(CLIENT_MESSAGES.clientUpdateFailed, "error", 3000);
    if (message.startsWith(CLIENT_EXISTS_PREFIX)) {
      const orgId = message.slice(CLIENT_EXISTS_PREFIX.length).trim();
      setConflictOrg(orgNames[orgId] ?? null);
      form.setError("email", { type: "server", message }, { shouldFocus: true });
      return;
    }
    setServerError(message || "Please try again.");
  };

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    setConflictOrg(null);
    try {
      if (client) {
        const result = await updateClient(scope, client.id, clientChanges(initial, values));
        toast(CLIENT_MESSAGES.clientUpdated, "success", 3000);
        onUpdated(result);
      } else {
        const result = await createClient(scope, org.id, clientToCreate(values));
        toast(CLIENT_MESSAGES.clientUpdated, "success", 3000);
        onCreated(result.client, result.password);
      }
    } catch (error) {
      refuse(error);
    }
  });

  const nameError = errors.name?.message;
  const emailError = errors.email?.message;
  const emailHelp = conflictOrg && emailError ? `That is the organization “${conflictOrg}”.` : undefined;
  const passwordError = errors.password?.message;
  const passwordHelp = client
    ? "Leave blank to keep the current password. A new password signs the client out of the dashboard."
    : "Leave blank to generate a 15-character password. It is shown once, after saving.";
  return (
    <EditorDrawer
      noun="client"
      editing={client !== null}
      errorTitle={CLIENT_MESSAGES.clientUpdateFailed}
      description={client ? `${client.name}, in ${org.name}` : `In ${org.name}`}
      testId="client-form"
      state={{ isSubmitting, isDirty }}
      actions={
        <>
          <Button variant="outline" disabled title="Inviting users is coming soon">
            <Icon node={UserPlus} />
            Invite User
            <Badge variant="secondary" className="px-1.5 py-0 text-[10px]">
              SOON
            </Badge>
          </Button>
          {client ? <ViewAsClientButton scope={scope} client={client} /> : null}
        </>
      }
      error={serverError}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormSection id="client-account" title="Account">
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField id="client-name" maxLength={CLIENT_LIMITS.nameMax} error={nameError} {...form.register("name")} />
          <DrawerField id="client-email" label="E-mail" error={emailError} help={emailHelp}>
            <Input
              id="client-email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              maxLength={CLIENT_LIMITS.emailMax}
              {...fieldAria("client-email", emailHelp, emailError)}
              {...form.register("email")}
            />
          </DrawerField>
        </div>
        <DrawerField id="client-password" label="Password" help={passwordHelp} error={passwordError}>
          <div className="flex gap-2">
            <Input
              id="client-password"
              type={showPassword ? "text" : "password"}
              autoComplete="new-password"
              spellCheck={false}
              maxLength={CLIENT_LIMITS.passwordMax}
              placeholder={client ? "Unchanged" : "Generated"}
              {...fieldAria("client-password", passwordHelp, passwordError)}
              {...form.register("password")}
            />
            <Button
              variant="outline"
              size="icon"
              aria-label={showPassword ? "Hide password" : "Show password"}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <Icon node={showPassword ? EyeOff : Eye} />
            </Button>
          </div>
        </DrawerField>
        <PhotoField id="client-photo" label="Photo" name={name} round {...controlled(photo)} />
      </FormSection>

      <ClientAccessSection
        of="client"
        access={controlled(access)}
        order={order}
        onOrderChange={setOrder}
        paymentsConnected={paymentsConnected}
      />
      <CustomTabAccessField tabs={customTabs} {...controlled(tabAccess)} />

      <FormSection id="client-notifications" title="Notifications">
        <Controller
          control={form.control}
          name="notificationsSettings"
          render={({ field }) => <NotificationFields idPrefix="client" value={field.value} onChange={field.onChange} />}
        />
        <LanguageField
          id="client-language"
          saved={initial.preferredLanguage}
          error={errors.preferredLanguage?.message}
          {...form.register("preferredLanguage")}
        />
      </FormSection>

      <FormSection id="client-permissions" title="Permissions">
        <SwitchList form={form} switches={PERMISSION_SWITCHES} />
      </FormSection>
    </EditorDrawer>
  );
}

/**
 * View as client: a one-time, read-only sign-in link to the agency's portal as this client,
 * opened in a new tab. The tab is opened on the click (so pop-up blockers let it through) and
 * sent to the link once it arrives; when the browser blocks it anyway, the link is shown instead.
 */
function ViewAsClientButton({ scope, client }: { scope: ClientsScope; client: TClientSummary }) {
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const [link, setLink] = useState<string | null>(null);

  const open = async () => {
    setLink(null);
    const tab = window.open("", "_blank");
    // the portal page must not reach back into the dashboard
    if (tab) tab.opener = null;
    setOpening(true);
    try {
      const { url } = await viewAsClient(scope, client.id);
      if (tab && !tab.closed) tab.location.href = url;
      else setLink(url);
    } catch (error) {
      tab?.close();
      toast(callErrorMessage(error, "Could not open the client's view. Please try again."), "error", 4000);
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      <Button variant="outline" loading={opening} onClick={() => void open()}>
        <Icon node={ExternalLink} />
        View as client
      </Button>
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => setLink(null)}
        >
          Open the client&apos;s view (link valid for 5 minutes)
        </a>
      ) : null}
    </>
  );
}
