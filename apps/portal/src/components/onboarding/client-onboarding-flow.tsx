"use client";

import { CompanyForm } from "@parlo/app-ui/company-form";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { Alert, Button } from "@parlo/ui";
import {
  CLIENT_ONBOARDING_MESSAGES,
  type TClientOnboardingStep,
  type TClientOnboardingView,
  type TRegion,
} from "@parlo/validators";
import { useEffect, useState } from "react";
import { AgentStep, GoalsStep, TryTextStep, WidgetScriptStep } from "./onboarding-steps";

const STEP_TITLES: Record<TClientOnboardingStep, string> = {
  welcome: "Welcome",
  goals: "What do you want your agent to do?",
  company: "Tell us about your company",
  agent: "Create your agent",
  tryText: "Try your agent",
  tryVoice: "Try your agent by voice",
  widgetScript: "Add your agent to your website",
};

/** A failed call's message for the client (the server's own when it sent one). */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The agency's client onboarding: the steps the agency switched on, one at a time with Back, the
 * answers kept on the server as the client goes, and at the end the client's dashboard on the
 * agent it made.
 */
export function ClientOnboardingFlow({
  initial,
  agencyName,
  region,
  dashboardUrl,
}: {
  initial: TClientOnboardingView;
  agencyName: string;
  region: TRegion;
  /** where the chat page and the widget's loader are served */
  dashboardUrl: string;
}) {
  const [view, setView] = useState(initial);
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const steps = view.steps;
  const step = steps[index];
  const agentId = view.state.agentId;
  const next = () => {
    setError(null);
    setIndex((current) => Math.min(current + 1, steps.length));
  };

  const run = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(messageOf(caught, fallback));
    } finally {
      setBusy(false);
    }
  };

  const finish = () =>
    run(async () => {
      const { redirectTo } = await (await loadTrpc()).portalOnboarding.complete.mutate();
      window.location.assign(redirectTo);
    }, CLIENT_ONBOARDING_MESSAGES.saveFailed);

  // past the last step (or no steps at all): the onboarding is done
  const done = step === undefined;
  useEffect(() => {
    if (done) void finish();
    // finish is recreated each render; it runs once when the steps run out
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  const finishButton = (
    <Button loading={busy} onClick={() => void finish()}>
      Go to my dashboard
    </Button>
  );
  const isLast = index === steps.length - 1;

  let body;
  switch (step) {
    case "welcome":
      body = (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-muted-foreground">
            {agencyName} sets you up with an AI agent that answers your customers, day and night. A few questions and it
            is ready.
          </p>
          <div className="flex justify-end">{isLast ? finishButton : <Button onClick={next}>Get started</Button>}</div>
        </div>
      );
      break;
    case "goals":
      body = (
        <GoalsStep
          initial={view.state.goals}
          busy={busy}
          onNext={(goals) =>
            void run(async () => {
              setView(await (await loadTrpc()).portalOnboarding.save.mutate({ goals }));
              if (isLast) await finish();
              else next();
            }, CLIENT_ONBOARDING_MESSAGES.saveFailed)
          }
        />
      );
      break;
    case "company":
      body = (
        <CompanyForm
          initial={view.state.company}
          required={view.required}
          onBack={null}
          skip={null}
          onNext={(company) =>
            void run(async () => {
              setView(await (await loadTrpc()).portalOnboarding.save.mutate({ company }));
              if (isLast) await finish();
              else next();
            }, CLIENT_ONBOARDING_MESSAGES.saveFailed)
          }
        />
      );
      break;
    case "agent":
      body = (
        <AgentStep
          busy={busy}
          created={agentId && view.agentTitle ? { title: view.agentTitle } : null}
          onNext={isLast ? () => void finish() : next}
          onCreate={(choices) =>
            void run(async () => {
              const trpc = await loadTrpc();
              await trpc.portalOnboarding.createAgent.mutate(choices);
              setView(await trpc.portalOnboarding.state.query());
            }, CLIENT_ONBOARDING_MESSAGES.createFailed)
          }
        />
      );
      break;
    case "tryText":
    case "tryVoice":
      body = agentId ? (
        <TryTextStep
          chatUrl={`${dashboardUrl}/app/${region}/render/${encodeURIComponent(agentId)}/iframe`}
          title={view.agentTitle ?? "your agent"}
          onNext={isLast ? () => void finish() : next}
        />
      ) : null;
      break;
    case "widgetScript":
      body = agentId ? (
        <WidgetScriptStep
          widgetOrigin={dashboardUrl}
          region={region}
          agentId={agentId}
          finish={isLast ? finishButton : <Button onClick={next}>Next</Button>}
        />
      ) : null;
      break;
    default:
      body = <p className="text-sm text-muted-foreground">Opening your dashboard…</p>;
  }

  // steps that need the agent wait for it (the agent step comes first)
  const blocked = (step === "tryText" || step === "tryVoice" || step === "widgetScript") && !agentId;

  return (
    <section aria-labelledby="client-onboarding-title" className="flex flex-col gap-5" data-step={step ?? "done"}>
      {steps.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-xs font-medium text-muted-foreground">
            Step {Math.min(index + 1, steps.length)} of {steps.length}
          </p>
          <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${(Math.min(index + 1, steps.length) / steps.length) * 100}%` }}
            />
          </div>
        </div>
      ) : null}
      <h1 id="client-onboarding-title" className="text-xl leading-tight font-semibold tracking-tight">
        {step ? STEP_TITLES[step] : "All set"}
      </h1>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {blocked ? <Alert variant="error">{CLIENT_ONBOARDING_MESSAGES.createFailed}</Alert> : body}
      {index > 0 && step ? (
        <Button
          variant="ghost"
          className="self-start"
          disabled={busy}
          onClick={() => {
            setError(null);
            setIndex(index - 1);
          }}
        >
          Back
        </Button>
      ) : null}
    </section>
  );
}
