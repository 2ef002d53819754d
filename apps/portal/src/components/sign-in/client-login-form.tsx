"use client";

import { Alert, Button, FieldError, Input, Label } from "@parlo/ui";
import { useHydrated } from "@parlo/ui/use-hydrated";
import type { CLIENT_AUTH_MESSAGES } from "@parlo/validators";
import { Suspense, useRef, useState, type FormEvent } from "react";
import { callError, loadTrpc } from "@parlo/app-ui/trpc";
import { LazyCodeActions as CodeActions, LazyCodeField as CodeField } from "./lazy-parts";
import { PasswordInput } from "./password-input";
import { goAfter, SIGN_IN_REDIRECT_MS } from "./redirect";

type Step = { kind: "password" } | { kind: "code"; email: string };

/**
 * Client sign-in on the agency's portal: e-mail and password (unless the agency turned passwords
 * off), or an e-mailed login code. A NOT_FOUND answer marks the e-mail field.
 */
/** The messages the form shows itself (handed down by the page, so their module stays on the server). */
export type LoginFormMessages = Pick<
  typeof CLIENT_AUTH_MESSAGES,
  "signInFailed" | "enterEmailAndPassword" | "enterEmail" | "enterCode"
>;

export function ClientLoginForm({ passwordLogin, messages }: { passwordLogin: boolean; messages: LoginFormMessages }) {
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>({ kind: "password" });
  // the fields are read from the form itself, so what was typed before hydration counts too
  const form = useRef<HTMLFormElement>(null);
  const [lastEmail, setLastEmail] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<"signIn" | "code" | "resend" | null>(null);

  const fail = (caught: unknown) => {
    const { message, code: errorCode } = callError(caught, messages.signInFailed);
    setError(message);
    setEmailInvalid(errorCode === "NOT_FOUND");
  };

  const typed = (name: "email" | "password"): string => {
    const value = form.current ? new FormData(form.current).get(name) : null;
    return typeof value === "string" ? value : "";
  };

  const signInWithPassword = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    const email = typed("email");
    const password = typed("password");
    if (!email.trim() || !password) {
      setError(messages.enterEmailAndPassword);
      return;
    }
    setBusy("signIn");
    try {
      const { redirectTo } = await (await loadTrpc()).clientAuth.signIn.mutate({ email, password });
      goAfter(redirectTo, SIGN_IN_REDIRECT_MS);
    } catch (caught) {
      fail(caught);
      setBusy(null);
    }
  };

  const requestCode = async (kind: "code" | "resend") => {
    setError(null);
    setNotice(null);
    const email = step.kind === "code" ? step.email : typed("email");
    if (!email.trim()) {
      setError(messages.enterEmail);
      setEmailInvalid(true);
      return;
    }
    setBusy(kind);
    try {
      await (await loadTrpc()).clientAuth.ssoClient.mutate({ email });
      setLastEmail(email.trim());
      setStep({ kind: "code", email: email.trim() });
      setCode("");
      if (kind === "resend") setNotice(`A new code is on its way to ${email.trim()}.`);
    } catch (caught) {
      fail(caught);
    }
    setBusy(null);
  };

  const signInWithCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== "code") return;
    setError(null);
    setNotice(null);
    if (!code.trim()) {
      setError(messages.enterCode);
      return;
    }
    setBusy("signIn");
    try {
      const answer = await (await loadTrpc()).clientAuth.ssoClient.mutate({ email: step.email, code: code.trim() });
      if (answer.status === "signedIn") {
        goAfter(answer.redirectTo, SIGN_IN_REDIRECT_MS);
        return;
      }
    } catch (caught) {
      fail(caught);
      setCode("");
    }
    setBusy(null);
  };

  if (step.kind === "code") {
    return (
      <Suspense fallback={null}>
        <form onSubmit={signInWithCode} noValidate className="space-y-4" aria-label="Sign in with a code">
          <p className="text-sm text-muted-foreground">
            We sent a login code to <span className="font-medium text-foreground">{step.email}</span>. It expires in 10
            minutes.
          </p>
          <CodeField id="login-code" label="Login Code" value={code} onChange={setCode} />
          {error ? <Alert variant="error">{error}</Alert> : null}
          {notice ? <Alert variant="success">{notice}</Alert> : null}
          <Button type="submit" className="w-full" loading={busy === "signIn"}>
            Sign In
          </Button>
          <CodeActions
            resending={busy === "resend"}
            onResend={() => void requestCode("resend")}
            onCancel={() => {
              setStep({ kind: "password" });
              setError(null);
              setNotice(null);
            }}
          />
        </form>
      </Suspense>
    );
  }

  return (
    <form ref={form} onSubmit={signInWithPassword} noValidate className="space-y-4" aria-label="Sign in">
      <div className="space-y-1.5">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          name="email"
          defaultValue={lastEmail}
          aria-invalid={emailInvalid ? true : undefined}
          aria-describedby={emailInvalid && error ? "email-error" : undefined}
          onChange={() => setEmailInvalid(false)}
        />
        {emailInvalid && error ? <FieldError id="email-error">{error}</FieldError> : null}
      </div>
      {passwordLogin ? (
        <div className="space-y-1.5">
          <Label htmlFor="password">Password</Label>
          <PasswordInput id="password" autoComplete="current-password" name="password" />
        </div>
      ) : null}
      {error && !emailInvalid ? <Alert variant="error">{error}</Alert> : null}
      {passwordLogin ? (
        <Button type="submit" className="w-full" loading={busy === "signIn"} disabled={!hydrated}>
          Sign In
        </Button>
      ) : null}
      <Button
        type="button"
        variant={passwordLogin ? "outline" : "default"}
        className="w-full"
        loading={busy === "code"}
        disabled={!hydrated}
        onClick={() => void requestCode("code")}
      >
        Email Login Code
      </Button>
    </form>
  );
}
