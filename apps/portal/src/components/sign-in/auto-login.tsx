"use client";

import { Alert, Spinner } from "@parlo/ui";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { callError, loadTrpc } from "@parlo/app-ui/trpc";
import { goAfter, SIGN_IN_REDIRECT_MS } from "./redirect";

/** What a sign-in link carries: a one-time token, a username and password, or the agency secret. */
export type AutoLogin =
  | { kind: "token"; token: string }
  | { kind: "password"; email: string; password: string }
  | { kind: "admin"; secret: string };

/**
 * Signs in once with what the link in the address bar carries (the token is validated once),
 * then opens the first allowed page; a refusal is shown above what `children` offer instead.
 */
export function AutoLoginRunner({
  login,
  failed,
  children,
}: {
  login: AutoLogin;
  /** shown when the refusal carries no message of its own */
  failed: string;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // the credential leaves the address bar (and the history) before anything else happens
    window.history.replaceState(null, "", window.location.pathname);
    const call = loadTrpc().then((api) =>
      login.kind === "token"
        ? api.clientAuth.validateClientLoginToken.mutate({ token: login.token })
        : login.kind === "admin"
          ? api.clientAuth.adminSignIn.mutate({ secret: login.secret })
          : api.clientAuth.signIn.mutate({ email: login.email, password: login.password }),
    );
    call
      .then(({ redirectTo }) => goAfter(redirectTo, SIGN_IN_REDIRECT_MS))
      .catch((caught: unknown) => setError(callError(caught, failed).message));
  }, [login, failed]);
  if (error === null) {
    return (
      <div className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground" role="status">
        <Spinner className="size-4" /> Signing you in…
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Alert variant="error">{error}</Alert>
      {children}
    </div>
  );
}
