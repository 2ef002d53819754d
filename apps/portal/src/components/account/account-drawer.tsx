"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { DrawerField, EditorDrawer, FormSection, NameField, useEditorForm } from "@parlo/app-ui/editor-drawer";
import { controlled } from "@parlo/app-ui/form-errors";
import { LanguageField } from "@parlo/app-ui/language-select";
import { NotificationFields } from "@parlo/app-ui/notification-fields";
import { PhotoField } from "@parlo/app-ui/photo-field";
import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { Input } from "@parlo/ui";
import { fieldAria } from "@parlo/ui/form-field";
import { useToast } from "@parlo/ui/toaster";
import {
  CLIENT_LIMITS,
  PORTAL_ACCOUNT_MESSAGES,
  ZPortalAccountForm,
  type TPortalAccount,
  type TPortalAccountForm,
} from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useState, type ComponentProps } from "react";
import { Controller, useController, useWatch } from "react-hook-form";
import { accountChanges, accountFormOf } from "./account-form-values";

/**
 * The client's Account drawer: name, photo (an address: the portal takes no uploads), language,
 * notifications and, where the agency allows password sign-in, a new password (with the current
 * one). A new password signs the client out everywhere, here too.
 */
export function AccountDrawer({
  account,
  lockedMessage,
  onClose,
}: {
  account: TPortalAccount;
  /** a read-only view: shown, not saved */
  lockedMessage: string | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const router = useRouter();
  const [initial] = useState<TPortalAccountForm>(() => accountFormOf(account));
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useEditorForm(zodResolver(ZPortalAccountForm), initial);
  const { errors, isSubmitting, isDirty } = form.formState;
  const name = useWatch({ control: form.control, name: "name" });
  const photo = useController({ control: form.control, name: "squarePhotoURL" });

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const api = await loadTrpc();
      const result = await api.portalAccount.updateAccount.mutate(accountChanges(initial, values));
      if (result.passwordChanged) {
        toast(PORTAL_ACCOUNT_MESSAGES.passwordChanged, "success", 3000);
        window.location.assign("/login");
        return;
      }
      toast(PORTAL_ACCOUNT_MESSAGES.accountSaved, "success", 3000);
      onClose();
      // the top bar's name and photo are drawn on the server
      router.refresh();
    } catch (error) {
      const message = callErrorMessage(error, "Please try again.");
      if (message === PORTAL_ACCOUNT_MESSAGES.wrongPassword) {
        form.setError("currentPassword", { type: "server", message }, { shouldFocus: true });
        return;
      }
      setServerError(message);
    }
  });

  const currentError = errors.currentPassword?.message;
  const newError = errors.newPassword?.message;
  return (
    <EditorDrawer
      noun="account"
      editing
      description={account.email}
      testId="account-form"
      state={{ isSubmitting, isDirty }}
      lockedMessage={lockedMessage}
      error={serverError}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormSection id="account-profile" title="Profile">
        <NameField
          id="account-name"
          maxLength={CLIENT_LIMITS.nameMax}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <DrawerField id="account-email" label="E-mail" help="Your agency manages the address you sign in with.">
          <Input id="account-email" value={account.email} readOnly {...fieldAria("account-email", true, undefined)} />
        </DrawerField>
        <PhotoField id="account-photo" label="Photo" name={name} round {...controlled(photo)} />
        <LanguageField
          id="account-language"
          saved={initial.preferredLanguage}
          error={errors.preferredLanguage?.message}
          {...form.register("preferredLanguage")}
        />
      </FormSection>

      <FormSection
        id="account-notifications"
        title="Notifications"
        description="How and when you are told about your conversations."
      >
        <Controller
          control={form.control}
          name="notificationsSettings"
          render={({ field }) => (
            <NotificationFields idPrefix="account" value={field.value} onChange={field.onChange} />
          )}
        />
      </FormSection>

      {account.passwordLogin ? (
        <FormSection
          id="account-password"
          title="Password"
          description="Leave blank to keep your password. A new one signs you out on every device."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordField
              id="account-current-password"
              label="Current password"
              autoComplete="current-password"
              error={currentError}
              {...form.register("currentPassword")}
            />
            <PasswordField
              id="account-new-password"
              label="New password"
              autoComplete="new-password"
              error={newError}
              {...form.register("newPassword")}
            />
          </div>
        </FormSection>
      ) : null}
    </EditorDrawer>
  );
}

/** A password input of the drawer; takes `register(...)`. */
function PasswordField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string | undefined } & ComponentProps<"input">) {
  return (
    <DrawerField id={id} label={label} error={error}>
      <Input
        id={id}
        type="password"
        maxLength={CLIENT_LIMITS.passwordMax}
        {...fieldAria(id, false, error)}
        {...input}
      />
    </DrawerField>
  );
}
