"use client";

import { Alert, Button, Input, Label } from "@parlo/ui";
import { useHydrated } from "@parlo/ui/use-hydrated";
import type { CLIENT_AUTH_MESSAGES } from "@parlo/validators";
import { Suspense, useRef, useState, type FormEvent } from "react";
import { callError, loadTrpc } from "@parlo/app-ui/trpc";
import { LazyCodeActions as CodeActions, LazyCodeField as CodeField } from "./lazy-parts";
import { goAfter, SIGN_UP_REDIRECT_MS } from "./redirect";

/**
 * Client sign-up on the agency's portal: Full Name and Email, a verification code by e-mail
 * (the fields lock meanwhile), then the account is created and signed in after 500 ms.
 */
/** The messages the form shows itself (handed down by the page). */
export type SignupFormMessages = Pick<typeof CLIENT_AUTH_MESSAGES, "fillAllFields" | "signUpFailed" | "enterCode">;

export function ClientSignupForm({ messages }: { messages: SignupFormMessages }) {
  const hydrated = useHydrated();
  // the fields are read from the form itself, so what was typed before hydration counts too;
  // once a code is sent they are locked and `sent` keeps what it was sent for
  const form = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState({ name: "", email: "" });
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<"send" | "create" | "resend" | null>(null);

  const typed = (field: "name" | "email"): string => {
    const value = form.current ? new FormData(form.current).get(field) : null;
    return typeof value === "string" ? value : "";
  };

  const sendCode = async (kind: "send" | "resend") => {
    setError(null);
    setNotice(null);
    const { name, email } = kind === "resend" ? sent : { name: typed("name"), email: typed("email") };
    if (!name.trim() || !email.trim()) {
      setError(messages.fillAllFields);
      return;
    }
    setBusy(kind);
    try {
      await (await loadTrpc()).clientAuth.signupWithOTP.mutate({ name, email });
      setSent({ name, email });
      setCodeSent(true);
      setCode("");
      if (kind === "resend") setNotice(`A new code is on its way to ${email.trim()}.`);
    } catch (caught) {
      setError(callError(caught, messages.signUpFailed).message);
    }
    setBusy(null);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!codeSent) {
      await sendCode("send");
      return;
    }
    setError(null);
    setNotice(null);
    if (!code.trim()) {
      setError(messages.enterCode);
      return;
    }
    setBusy("create");
    try {
      const answer = await (await loadTrpc()).clientAuth.signupWithOTP.mutate({ ...sent, code: code.trim() });
      if (answer.status === "signedIn") {
        setNotice(answer.message);
        goAfter(answer.redirectTo, SIGN_UP_REDIRECT_MS);
        return;
      }
    } catch (caught) {
      setError(callError(caught, messages.signUpFailed).message);
      setCode("");
    }
    setBusy(null);
  };

  return (
    <form ref={form} onSubmit={create} noValidate className="space-y-4" aria-label="Sign up">
      <div className="space-y-1.5">
        <Label htmlFor="name">Full Name</Label>
        <Input id="name" autoComplete="name" placeholder="Ada Lovelace" name="name" readOnly={codeSent} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          name="email"
          readOnly={codeSent}
        />
      </div>
      {codeSent ? (
        <>
          <p className="text-sm text-muted-foreground">
            We sent a verification code to <span className="font-medium text-foreground">{sent.email.trim()}</span>.
          </p>
          <Suspense fallback={null}>
            <CodeField id="verification-code" label="Verification Code" value={code} onChange={setCode} />
          </Suspense>
        </>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {codeSent ? (
        <>
          <Button type="submit" className="w-full" loading={busy === "create"}>
            Create
          </Button>
          <Suspense fallback={null}>
            <CodeActions
              resending={busy === "resend"}
              onResend={() => void sendCode("resend")}
              onCancel={() => {
                setCodeSent(false);
                setError(null);
                setNotice(null);
              }}
            />
          </Suspense>
        </>
      ) : (
        <Button type="submit" className="w-full" loading={busy === "send"} disabled={!hydrated}>
          Send Verification Code
        </Button>
      )}
    </form>
  );
}
