"use client";

import { ClientPasswordDialog, type CreatedClient } from "@parlo/app-ui/client-password-dialog";
import { FormSection } from "@parlo/app-ui/editor-drawer";
import { EntityAvatar } from "@parlo/app-ui/entity-avatar";
import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { Badge, Button, FieldError, Input, Label } from "@parlo/ui";
import { useToast } from "@parlo/ui/toaster";
import { CLIENT_LIMITS, PORTAL_ACCOUNT_MESSAGES, ZAddOrgUserInput, type TPortalOrgMember } from "@parlo/validators";
import { useState, type KeyboardEvent } from "react";

/**
 * The org's users and, for its admin, Add user: name and e-mail (the password is generated and
 * shown once). Its fields sit in the org's form, so Enter adds the user instead of saving the org.
 */
export function OrgUsersSection({ members, canAdd }: { members: readonly TPortalOrgMember[]; canAdd: boolean }) {
  const toast = useToast();
  const [list, setList] = useState<readonly TPortalOrgMember[]>(members);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedClient | null>(null);

  const add = async () => {
    const parsed = ZAddOrgUserInput.safeParse({ name, email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please fill out all fields.");
      return;
    }
    setError(null);
    setAdding(true);
    try {
      const api = await loadTrpc();
      const { member, password } = await api.portalAccount.addOrgUser.mutate(parsed.data);
      setList((current) => [...current, member]);
      setName("");
      setEmail("");
      setCreated({ name: member.name, email: member.email, password });
      toast(PORTAL_ACCOUNT_MESSAGES.userAdded, "success", 3000);
    } catch (failure) {
      setError(callErrorMessage(failure, "Please try again."));
    } finally {
      setAdding(false);
    }
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void add();
  };

  return (
    <FormSection id="org-users" title="Users" description="The people of your organization who sign in here.">
      <ul
        className="flex flex-col divide-y divide-border rounded-lg border border-border"
        aria-label="Organization users"
      >
        {list.map((member) => (
          <li key={member.id} className="flex min-w-0 items-center gap-3 px-3 py-2 text-sm">
            <EntityAvatar name={member.name} photoURL={member.squarePhotoURL} round className="size-8 text-xs" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium">{member.name}</span>
              <span className="truncate text-xs text-muted-foreground">{member.email}</span>
            </span>
            {member.isOrgAdmin ? <Badge variant="secondary">Admin</Badge> : null}
          </li>
        ))}
      </ul>
      {canAdd ? (
        <div className="flex flex-col gap-2" role="group" aria-labelledby="org-add-user-label">
          <span id="org-add-user-label" className="text-sm font-medium">
            Add user
          </span>
          <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <div className="flex flex-col gap-1">
              <Label htmlFor="org-user-name" className="sr-only">
                New user&apos;s name
              </Label>
              <Input
                id="org-user-name"
                placeholder="Name"
                autoComplete="off"
                maxLength={CLIENT_LIMITS.nameMax}
                value={name}
                onChange={(event) => setName(event.target.value)}
                onKeyDown={addOnEnter}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="org-user-email" className="sr-only">
                New user&apos;s e-mail
              </Label>
              <Input
                id="org-user-email"
                type="email"
                placeholder="E-mail"
                autoComplete="off"
                spellCheck={false}
                maxLength={CLIENT_LIMITS.emailMax}
                value={email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "org-add-user-error" : undefined}
                onChange={(event) => setEmail(event.target.value)}
                onKeyDown={addOnEnter}
              />
            </div>
            <Button variant="outline" loading={adding} onClick={() => void add()}>
              Add user
            </Button>
          </div>
          <FieldError id="org-add-user-error" role="alert">
            {error}
          </FieldError>
        </div>
      ) : null}
      <ClientPasswordDialog created={created} title="User added" onClose={() => setCreated(null)} />
    </FormSection>
  );
}
