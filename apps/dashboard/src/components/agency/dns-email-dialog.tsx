"use client";

import { Button, FieldError, Input, Label } from "@parlo/ui";
import { DOMAIN_MESSAGES, type TRegion } from "@parlo/validators";
import { useState } from "react";
import { LazyDialog } from "@parlo/ui/lazy-dialog";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage } from "@parlo/app-ui/trpc";
import { sendDnsInstructions } from "./domains-api";

/** The simple e-mail pattern of the spec's DNS e-mail dialog. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Email Your Developer": sends the custom domain's DNS records to the person who manages DNS. */
export function DnsEmailDialog({
  scope,
  onClose,
}: {
  scope: { region: TRegion; workspaceId: string };
  onClose: () => void;
}) {
  const toast = useToast();
  const [to, setTo] = useState("");
  const [sending, setSending] = useState(false);
  const valid = EMAIL.test(to.trim());
  const showInvalid = to.trim().length > 0 && !valid;

  const send = async () => {
    if (!valid) {
      toast(DOMAIN_MESSAGES.dnsEmailInvalidNotice, "error", 3000);
      return;
    }
    setSending(true);
    try {
      await sendDnsInstructions(scope, to.trim());
      toast(DOMAIN_MESSAGES.dnsInstructionsSent, "success", 3000);
      onClose();
    } catch (failure) {
      toast(callErrorMessage(failure, DOMAIN_MESSAGES.dnsEmailFailed), "error", 5000);
    } finally {
      setSending(false);
    }
  };

  return (
    <LazyDialog
      open
      title="Email Your Developer"
      description="We will e-mail the DNS records to add, with short instructions."
      onClose={onClose}
      busy={sending}
      closeButton
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          // React passes the submit on through the portal to the agency page's form: stop it here
          event.stopPropagation();
          void send();
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="dns-email-to">Developer&apos;s email</Label>
          <Input
            id="dns-email-to"
            type="email"
            autoFocus
            value={to}
            placeholder="developer@youragency.com"
            aria-invalid={showInvalid}
            aria-describedby={showInvalid ? "dns-email-to-error" : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
          {showInvalid ? (
            <FieldError id="dns-email-to-error">{DOMAIN_MESSAGES.dnsEmailInvalidInline}</FieldError>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid || sending}>
            {sending ? "Sending..." : "Send"}
          </Button>
        </div>
      </form>
    </LazyDialog>
  );
}
