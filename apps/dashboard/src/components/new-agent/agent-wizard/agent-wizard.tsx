"use client";

import { AGENT_EDIT_MESSAGES, type TRegion } from "@parlo/validators";
import { useState } from "react";
import { routes } from "../../../lib/routes";
import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import type { TDrawerTemplate } from "../template-picker";
import { BrandingStep } from "./branding-step";
import { CompanyStep } from "./company-step";
import { personalizedSettings, WIZARD_TEMPLATE_KEY } from "./personalize";
import { SuccessStep } from "./success-step";
import type { WizardState } from "./use-wizard";
import { wizardStepLabel } from "./wizard-steps";

/**
 * The Agent Wizard: company info, branding, success. The agent is created from the customer
 * support template with the company's name as its title, then personalised (prompts, description,
 * colours); a failed personalisation is retried without creating a second agent.
 */
export function AgentWizard({
  wizard,
  region,
  workspaceId,
  templates,
  onDone,
}: {
  wizard: WizardState;
  region: TRegion;
  workspaceId: string;
  templates: readonly TDrawerTemplate[] | null;
  onDone: (path: string) => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { step, company, branding, created } = wizard;

  const create = async () => {
    if (!company || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const trpc = await loadTrpc();
      let agent = created;
      if (!agent) {
        const summary = await trpc.agent.create.mutate({
          region,
          workspaceId,
          title: company.name,
          agentPlatform: "vg",
          templateKey: WIZARD_TEMPLATE_KEY,
        });
        agent = { agentId: summary.ID, title: summary.title };
        wizard.setCreated(agent);
      }
      const list = templates ?? (await trpc.agent.templates.query({ region, workspaceId }));
      const template = list.find((item) => item.key === WIZARD_TEMPLATE_KEY);
      await trpc.agent.update.mutate({
        region,
        agentId: agent.agentId,
        settings: personalizedSettings(template?.template ?? {}, company, branding),
      });
      wizard.setStep("success");
    } catch (failure) {
      setError(AGENT_EDIT_MESSAGES.createFailed(callErrorMessage(failure, "please try again.")));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <p
        className="px-4 pt-4 text-xs font-medium tracking-wide text-muted-foreground uppercase sm:px-6"
        aria-live="polite"
      >
        {wizardStepLabel(step)}
      </p>
      {step === "company-info" && (
        <CompanyStep
          initial={company}
          onNext={(next) => {
            wizard.setCompany(next);
            wizard.setStep("branding");
          }}
        />
      )}
      {step === "branding" && (
        <BrandingStep
          branding={branding}
          onChange={wizard.setBranding}
          onSubmit={create}
          submitting={submitting}
          error={error}
          submitLabel={created ? "Save and continue" : "Create AI Agent"}
        />
      )}
      {step === "success" && created && (
        <SuccessStep
          title={created.title}
          onOpen={() => onDone(`${routes.agent(region, created.agentId, "overview")}?showDebugger=true`)}
        />
      )}
    </div>
  );
}
