"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, FieldError, Input, Label } from "@parlo/ui";
import {
  AUTH_MESSAGES,
  zDisplayName,
  zEmail,
  zRegion,
  zSignInCode,
  type TRequestSignInCodeInput,
} from "@parlo/validators";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { withCallbackUrl } from "@/lib/callback-path";
import { signInWithCode } from "@/lib/session-client";
import { api } from "@/trpc/react";
import { useHydrated } from "@parlo/ui/use-hydrated";

const ZSignInEmail = z.object({ email: zEmail });
const ZSignUpEmail = z.object({ email: zEmail, displayName: zDisplayName, region: zRegion });
const ZCode = z.object({ code: zSignInCode });

type Mode = "signin" | "signup";

/** Redirect delays from the spec: 100 ms after login, 500 ms after signup. */
const REDIRECT_DELAY_MS: Record<Mode, number> = { signin: 100, signup: 500 };

/**
 * Sign-in or sign-up with an e-mailed code. Once signed in, the visitor goes to `callbackPath` (a
 * path on this site, already checked by the page) or, without one, to the root page, which sends
 * them on to their agents (or the onboarding).
 */
export function EmailCodeForm({
  mode,
  callbackPath,
  devMailboxUrl,
}: {
  mode: Mode;
  callbackPath: string | null;
  devMailboxUrl?: string;
}) {
  const [request, setRequest] = useState<TRequestSignInCodeInput | null>(null);
  return request ? (
    <CodeStep
      mode={mode}
      request={request}
      destination={callbackPath ?? "/"}
      onCancel={() => setRequest(null)}
      devMailboxUrl={devMailboxUrl}
    />
  ) : (
    <EmailStep mode={mode} callbackPath={callbackPath} onSent={setRequest} />
  );
}

function EmailStep({
  mode,
  callbackPath,
  onSent,
}: {
  mode: Mode;
  callbackPath: string | null;
  onSent: (request: TRequestSignInCodeInput) => void;
}) {
  const requestCode = api.auth.requestCode.useMutation();
  const form = useForm<z.input<typeof ZSignUpEmail>, unknown, z.output<typeof ZSignUpEmail>>({
    resolver: zodResolver(
      mode === "signup" ? ZSignUpEmail : ZSignInEmail.extend({ displayName: z.string(), region: zRegion }),
    ),
    defaultValues: { email: "", displayName: "", region: "eu" },
  });
  const { errors, isSubmitting } = form.formState;
  const serverError = requestCode.error?.message;
  // a click before hydration would submit the form natively (e-mail in the URL): wait for React
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async (values) => {
    const input: TRequestSignInCodeInput =
      mode === "signup"
        ? { purpose: "signup", email: values.email, displayName: values.displayName, region: values.region }
        : { purpose: "signin", email: values.email };
    const result = await requestCode.mutateAsync(input).catch(() => null);
    if (result) onSent(input);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={mode === "signup" ? "Sign up" : "Sign in"}>
      {mode === "signup" && (
        <div className="space-y-1.5">
          <Label htmlFor="displayName">Full Name</Label>
          <Input
            id="displayName"
            autoComplete="name"
            placeholder="Ada Lovelace"
            aria-invalid={errors.displayName ? true : undefined}
            aria-describedby={errors.displayName ? "displayName-error" : undefined}
            {...form.register("displayName")}
          />
          {errors.displayName?.message && <FieldError id="displayName-error">{errors.displayName.message}</FieldError>}
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "email-error" : undefined}
          {...form.register("email", { onChange: () => requestCode.reset() })}
        />
        {errors.email?.message && <FieldError id="email-error">{errors.email.message}</FieldError>}
      </div>
      {mode === "signup" && (
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">Data region</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ["eu", "Europe (EU)"],
                ["na", "North America (NA)"],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input type="radio" value={value} className="accent-[var(--primary)]" {...form.register("region")} />
                {label}
              </label>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">Your workspace and its data are stored in this region.</p>
        </fieldset>
      )}
      {serverError && (
        <Alert variant="error">
          {serverError}{" "}
          {serverError === AUTH_MESSAGES.noAccount && (
            <Link className="font-medium underline" href={withCallbackUrl("/signup", callbackPath)}>
              Sign up
            </Link>
          )}
          {serverError === AUTH_MESSAGES.accountExists && (
            <Link className="font-medium underline" href={withCallbackUrl("/login", callbackPath)}>
              Sign in
            </Link>
          )}
        </Alert>
      )}
      <Button type="submit" className="w-full" loading={isSubmitting} disabled={!hydrated}>
        {mode === "signup" ? "Send Verification Code" : "Email Login Code"}
      </Button>
    </form>
  );
}

function CodeStep({
  mode,
  request,
  destination,
  onCancel,
  devMailboxUrl,
}: {
  mode: Mode;
  request: TRequestSignInCodeInput;
  /** where to go once signed in */
  destination: string;
  onCancel: () => void;
  devMailboxUrl?: string;
}) {
  const { email } = request;
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resend = api.auth.requestCode.useMutation();
  const form = useForm<z.input<typeof ZCode>, unknown, z.output<typeof ZCode>>({
    resolver: zodResolver(ZCode),
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setError(null);
    setNotice(null);
    const result = await signInWithCode(email, code);
    if (result.error) {
      setError(result.error || AUTH_MESSAGES.signInFailed);
      form.setValue("code", "");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS[mode]));
    router.replace(destination);
    router.refresh();
  });

  const onResend = async () => {
    setError(null);
    setNotice(null);
    const result = await resend.mutateAsync(request).catch((e: unknown) => {
      setError(e instanceof Error ? e.message : AUTH_MESSAGES.emailFailed);
      return null;
    });
    if (result) setNotice(`A new code is on its way to ${email}.`);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Enter code">
      <p className="text-sm text-muted-foreground">
        {AUTH_MESSAGES.codeSent} <span className="font-medium text-foreground">{email}</span>. It expires in 10 minutes.
      </p>
      <div className="space-y-1.5">
        <Label htmlFor="code">{mode === "signup" ? "Verification Code" : "Login Code"}</Label>
        <Input
          id="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          className="text-center font-mono text-lg tracking-[0.5em]"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? "code-error" : undefined}
          {...form.register("code")}
        />
        {errors.code?.message && <FieldError id="code-error">{errors.code.message}</FieldError>}
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      {notice && <Alert variant="success">{notice}</Alert>}
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {mode === "signup" ? "Create" : "Sign In"}
      </Button>
      <div className="flex items-center justify-between text-sm">
        <Button type="button" variant="link" className="px-0" onClick={onResend} loading={resend.isPending}>
          Resend Code
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {devMailboxUrl && (
        <p className="text-center text-xs text-muted-foreground">
          Development: read the code in the{" "}
          <a className="underline" href={devMailboxUrl} target="_blank" rel="noreferrer">
            dev mailbox
          </a>
          .
        </p>
      )}
    </form>
  );
}
