"use client";

import { Alert, Button, Spinner } from "@parlo/ui";
import { ONBOARDING_LIMITS, ONBOARDING_MESSAGES } from "@parlo/validators";
import { useEffect, useState } from "react";

/** 'Analyzing your website...' with a spinner. */
export function AnalyzingScreen({ website }: { website: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center" role="status" aria-live="polite">
      <Spinner className="size-8 text-primary" />
      <p className="font-medium">{ONBOARDING_MESSAGES.analyzing}</p>
      <p className="max-w-full truncate text-sm text-muted-foreground">{website}</p>
    </div>
  );
}

/** 'Unable to analyze website branding' with '← Back to edit details' (and a way on without it). */
export function AnalysisFailedScreen({ onBack, onContinue }: { onBack: () => void; onContinue: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <Alert variant="error" className="w-full text-left">
        {ONBOARDING_MESSAGES.analyzeFailed}
      </Alert>
      <p className="text-sm text-muted-foreground">
        Check the website address, or choose your colours and logo yourself.
      </p>
      <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        <Button variant="outline" onClick={onBack}>
          ← Back to edit details
        </Button>
        <Button variant="secondary" onClick={onContinue}>
          Choose colours myself
        </Button>
      </div>
    </div>
  );
}

/**
 * The creating screen: the spec's wait message with the seconds elapsed; after 30 s 'Taking
 * longer than expected?' and Try Again (which sends the last confirmed choices again).
 */
export function CreatingScreen({ startedAt, onTryAgain }: { startedAt: number; onTryAgain: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status" aria-live="polite">
      <Spinner className="size-8 text-primary" />
      <p className="font-medium">{ONBOARDING_MESSAGES.creating}</p>
      <p className="text-sm text-muted-foreground tabular-nums" data-testid="creating-seconds">
        {seconds}s
      </p>
      {seconds >= ONBOARDING_LIMITS.tryAgainAfterSeconds ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm">{ONBOARDING_MESSAGES.takingLonger}</p>
          <Button variant="outline" onClick={onTryAgain}>
            Try Again
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** 'Agent created successfully, redirecting...' (shown 2 s before the redirect). */
export function CreatedScreen() {
  return (
    <div className="py-8">
      <Alert variant="success">{ONBOARDING_MESSAGES.created}</Alert>
    </div>
  );
}
