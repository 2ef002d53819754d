"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Textarea } from "@parlo/ui";
import {
  orgUpdateFailedMessage,
  ORG_LIMITS,
  ZOrgForm,
  type TClientPageKey,
  type TOrgForm,
  type TOrgFormInput,
} from "@parlo/validators";
import { useState, type ReactNode } from "react";
import { Controller, useController, useWatch, type Path } from "react-hook-form";
import { ChoiceGroup } from "../editor/choice-group";
import { fieldAria } from "@parlo/ui/form-field";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage } from "../trpc/lazy-client";
import type { ClientsAgent } from "./clients-types";
import { ClientAccessSection } from "./client-access-section";
import { DrawerField, EditorDrawer, FormSection, NameField, useEditorForm } from "../editor/editor-drawer";
import { EntityAvatar } from "../editor/entity-avatar";
import { controlled, firstErrorMessage } from "../editor/form-errors";
import { LanguageField } from "../editor/language-select";
import { LAYOUT_CHOICES } from "./layout-choices";
import { PhotoField } from "../editor/photo-field";
import { SwitchList, type SwitchSpec } from "../editor/switch-list";
import { TagsField } from "../editor/tags-field";

type OrgSwitch = SwitchSpec<Path<TOrgFormInput>>;

/** Enable Billing: only the agency turns it on, once its card payments are connected. */
function billingSwitch(canEnable: boolean): OrgSwitch {
  return {
    name: "allowBilling",
    locked: !canEnable,
    id: "org-allowBilling",
    label: "Enable Billing",
    help: canEnable
      ? "The organization's clients with the Billing page buy credits and subscribe to your plans."
      : "Client billing needs your connected payment account (SAAS Mode, card payments).",
  };
}

/** The organization's conversation settings. */
const CONVERSATION_SWITCHES: readonly OrgSwitch[] = [
  {
    name: "disallowAnyTags",
    id: "org-disallowAnyTags",
    label: "Allow Only Predefined Tags",
    help: "Conversations can be tagged with the tags above only.",
  },
  {
    name: "disableHandoff",
    inverted: true,
    id: "org-enableHandoff",
    label: "Enable human handoff",
    help: "Visitors can ask for a person, and the team can take over the chat.",
  },
  {
    name: "settings.smartHandoff",
    id: "org-smartHandoff",
    label: "Smart Handoff",
    help: "The agent decides when a conversation needs a person.",
  },
  {
    name: "settings.disableHandoffMessages",
    id: "org-disableHandoffMessages",
    label: "Disable Handoff Messages",
    help: "No automatic message is sent when a person takes over or hands back.",
  },
  {
    name: "settings.enableCannedResponses",
    id: "org-enableCannedResponses",
    label: "Enable Canned Responses",
    help: "The team can answer with saved replies.",
  },
];

/** Off blocks the organization's clients (with the message below it). */
const CLIENT_ACCESS_SWITCHES: readonly OrgSwitch[] = [
  {
    name: "settings.disableClientAccess",
    inverted: true,
    id: "org-enableClientAccess",
    label: "Enable Client Access",
    help: "Off blocks every client of this organization from signing in to the dashboard.",
  },
];

export interface OrgDrawerProps {
  /**
   * agency: every field (the owner's Clients page); orgAdmin: the org's about, predefined tags and
   * switches (an org admin in the portal: its agents, access and layout stay the agency's)
   */
  editor: "agency" | "orgAdmin";
  /** the values the drawer opens with */
  initial: TOrgForm;
  /** an existing org (the title reads Edit, saving needs a change) */
  editing: boolean;
  description: ReactNode;
  /** the workspace's agents (the agency editor) */
  agents?: readonly ClientsAgent[];
  /** the agency's card payments are connected: the agency editor may turn Enable Billing on and give Billing */
  paymentsConnected?: boolean;
  /** why the viewer may not change the org: everything is shown disabled, with this message */
  lockedMessage?: string | null;
  /** saves the values; a throw is shown as "Failed to update organization: {message}" */
  save: (values: TOrgForm) => Promise<void>;
  onClose: () => void;
  /** sections after the org's own (the portal's users) */
  children?: ReactNode;
}

/**
 * The organization editor, a side sheet: name, photo, agents, the default client access and tab
 * order, dashboard layout, language (the agency's), predefined tags and the organization's
 * switches. Checked with the organization schema. A refusal reads "Failed to update
 * organization: {message}".
 */
export function OrgDrawer({
  editor,
  initial,
  editing,
  description,
  agents = [],
  paymentsConnected = false,
  lockedMessage = null,
  save,
  onClose,
  children,
}: OrgDrawerProps) {
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useEditorForm(zodResolver(ZOrgForm), initial);
  const { errors, isSubmitting, isDirty } = form.formState;
  const [name, order, clientAccessOff, message] = useWatch({
    control: form.control,
    name: ["name", "defaultClientTabOrder", "settings.disableClientAccess", "settings.disableClientAccessMessage"],
  });
  const photo = useController({ control: form.control, name: "squarePhotoURL" });
  const access = useController({ control: form.control, name: "defaultClientAccess" });
  const setOrder = (pages: TClientPageKey[]) => form.setValue("defaultClientTabOrder", pages, { shouldDirty: true });
  const agency = editor === "agency";
  const conversationSwitches = [...CONVERSATION_SWITCHES, billingSwitch(agency && paymentsConnected)];

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save(values);
    } catch (error) {
      const text = orgUpdateFailedMessage(callErrorMessage(error, "Please try again."));
      setServerError(text);
      toast(text, "error", 3000);
    }
  });

  const messageError = firstErrorMessage(errors.settings?.disableClientAccessMessage);
  return (
    <EditorDrawer
      noun="organization"
      editing={editing}
      description={description}
      testId="org-form"
      state={{ isSubmitting, isDirty }}
      lockedMessage={lockedMessage}
      error={serverError}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormSection id="org-about" title="Organization">
        <NameField
          id="org-name"
          maxLength={ORG_LIMITS.nameMax}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <PhotoField id="org-photo" label="Photo" name={name} {...controlled(photo)} />
      </FormSection>

      {agency ? (
        <>
          <FormSection
            id="org-agents"
            title="Agents"
            description="The agents this organization's clients work with in their dashboard."
          >
            <Controller
              control={form.control}
              name="widgetIDs"
              render={(widgets) => <AgentChecklist agents={agents} {...controlled(widgets)} />}
            />
          </FormSection>

          <ClientAccessSection
            of="org"
            access={controlled(access)}
            order={order}
            onOrderChange={setOrder}
            paymentsConnected={paymentsConnected}
          />

          <FormSection id="org-dashboard" title="Dashboard">
            <Controller
              control={form.control}
              name="dashboardLayout"
              render={({ field }) => (
                <ChoiceGroup
                  legend="Dashboard layout"
                  choices={LAYOUT_CHOICES}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <LanguageField
              id="org-language"
              saved={initial.preferredLanguage}
              error={errors.preferredLanguage?.message}
              {...form.register("preferredLanguage")}
              help="The language new clients of this organization start with."
            />
          </FormSection>
        </>
      ) : null}

      <FormSection id="org-conversations" title="Conversations">
        <Controller
          control={form.control}
          name="predefinedTags"
          render={(tags) => <TagsField id="org-tags" {...controlled(tags)} />}
        />
        <SwitchList form={form} switches={conversationSwitches} />
      </FormSection>

      <FormSection id="org-client-access" title="Access to the dashboard">
        <SwitchList form={form} switches={CLIENT_ACCESS_SWITCHES} />
        {clientAccessOff ? (
          <DrawerField
            id="org-access-message"
            label="Message to the blocked clients"
            help={`${message.length} / ${ORG_LIMITS.disableClientAccessMessageMax} characters. Shown instead of the dashboard.`}
            error={messageError}
          >
            <Textarea
              id="org-access-message"
              rows={3}
              maxLength={ORG_LIMITS.disableClientAccessMessageMax}
              placeholder="Your access is paused. Please contact us."
              {...fieldAria("org-access-message", true, messageError)}
              {...form.register("settings.disableClientAccessMessage")}
            />
          </DrawerField>
        ) : null}
      </FormSection>
      {children}
    </EditorDrawer>
  );
}

/** The workspace's agents as checkboxes: the ones checked belong to the organization. */
function AgentChecklist({
  agents,
  value,
  onChange,
  error,
}: {
  agents: readonly ClientsAgent[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const chosen = new Set(value);
  if (agents.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-4 text-center text-[13px] text-muted-foreground">
        This workspace has no agents yet. Create one on the Agents page, then give it to the organization here.
      </p>
    );
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm leading-none font-medium">
        Organization agents{" "}
        <span className="font-normal text-muted-foreground">
          ({chosen.size} of {agents.length})
        </span>
      </legend>
      <ul className="flex max-h-72 flex-col divide-y divide-border overflow-y-auto rounded-lg border border-border">
        {agents.map((agent) => (
          <li key={agent.id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={chosen.has(agent.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...value, agent.id] : value.filter((id) => id !== agent.id))
                }
              />
              <EntityAvatar name={agent.title} photoURL={agent.roundedImageURL} round className="size-7 text-[11px]" />
              <span className="min-w-0 flex-1 truncate">{agent.title || "Untitled agent"}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="text-[13px] font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
