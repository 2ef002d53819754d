"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, FieldError, Input, Label } from "@parlo/ui";
import { WORKSPACE_MESSAGES, ZInviteMemberInput, type TRegion } from "@parlo/validators";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useHydrated } from "@parlo/ui/use-hydrated";
import { api } from "@/trpc/react";
import { CopyButton } from "@parlo/ui/copy-button";
import { errorMessage } from "./error-message";

const ZInvite = ZInviteMemberInput.pick({ email: true });

/** The owner's invite form: e-mail in, invitation link out (e-mailed and shown to share by hand). */
export function InviteMemberForm({
  region,
  workspaceId,
  seatsFull,
}: {
  region: TRegion;
  workspaceId: string;
  seatsFull: boolean;
}) {
  const utils = api.useUtils();
  const invite = api.workspace.invite.useMutation();
  const [invited, setInvited] = useState<{ email: string; inviteUrl: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<typeof ZInvite>, unknown, z.output<typeof ZInvite>>({
    resolver: zodResolver(ZInvite),
    defaultValues: { email: "" },
  });
  // a click before hydration would submit the form natively (values in the URL): wait for React
  const hydrated = useHydrated();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setServerError(null);
    setInvited(null);
    try {
      const result = await invite.mutateAsync({ region, workspaceId, email });
      setInvited(result);
      form.reset({ email: "" });
    } catch (error) {
      setServerError(errorMessage(error, WORKSPACE_MESSAGES.inviteFailed(email)));
    }
    await utils.workspace.members.invalidate({ region, workspaceId });
  });

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={onSubmit} noValidate aria-label="Invite a member" className="flex flex-col gap-1.5">
        <Label htmlFor="invite-email">Invite by e-mail</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            placeholder="teammate@company.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "invite-email-error" : seatsFull ? "invite-seats" : undefined}
            {...form.register("email", { onChange: () => setServerError(null) })}
          />
          <Button type="submit" loading={isSubmitting} disabled={seatsFull || !hydrated} className="sm:w-28">
            Invite
          </Button>
        </div>
        <FieldError id="invite-email-error">{errors.email?.message}</FieldError>
      </form>
      {seatsFull ? (
        <Alert variant="info" id="invite-seats">
          {WORKSPACE_MESSAGES.seatsFull} Remove a member or upgrade your plan to invite more people.
        </Alert>
      ) : null}
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      {invited ? (
        <div className="flex flex-col gap-2">
          <Alert variant="success" title={WORKSPACE_MESSAGES.invited(invited.email)}>
            We e-mailed them the link below. You can also share it yourself; it works for 7 days.
          </Alert>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="invite-link">Invitation link</Label>
            <div className="flex gap-2">
              <Input
                id="invite-link"
                readOnly
                value={invited.inviteUrl}
                className="font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={invited.inviteUrl} size="default" aria-label="Copy link" />
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
