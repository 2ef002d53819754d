"use client";

import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { Button, FieldError, Label, Textarea } from "@parlo/ui";
import { Dialog } from "@parlo/ui/dialog";
import { useToast } from "@parlo/ui/toaster";
import { CLIENT_FEEDBACK_LIMITS, PORTAL_FEEDBACK_MESSAGES, ZClientFeedbackInput } from "@parlo/validators";
import { useState, type FormEvent } from "react";

/** The feedback form: what the client writes is e-mailed to its agency ("Feedback sent!"). */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZClientFeedbackInput.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PORTAL_FEEDBACK_MESSAGES.empty);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const result = await (await loadTrpc()).portalAccount.sendFeedback.mutate(parsed.data);
      toast(result.message, "success", 3000);
      onClose();
    } catch (failure) {
      // the text stays in the form to try again
      setError(callErrorMessage(failure, PORTAL_FEEDBACK_MESSAGES.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      title="Feedback"
      description="Tell us what works, what doesn't, or what you would like to see."
      onClose={() => (sending ? undefined : onClose())}
      className="max-w-md"
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => void send(event)} noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor="feedback-message">Your feedback</Label>
          <Textarea
            id="feedback-message"
            value={message}
            rows={6}
            maxLength={CLIENT_FEEDBACK_LIMITS.messageMax}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "feedback-error" : undefined}
            onChange={(event) => setMessage(event.target.value)}
          />
          <FieldError id="feedback-error">{error}</FieldError>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            Send
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
