/** The Agent Wizard's steps and how back and missing data move between them (spec section 4). */
export const WIZARD_STEPS = ["company-info", "branding", "success"] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];

export interface WizardProgress {
  hasCompany: boolean;
  hasCreatedAgent: boolean;
}

/** The step to show: branding needs the company data, success the created agent; otherwise fall back. */
export function resolveWizardStep(step: TWizardStep, progress: WizardProgress): TWizardStep {
  if (step === "success" && !progress.hasCreatedAgent) return resolveWizardStep("branding", progress);
  if (step === "branding" && !progress.hasCompany) return "company-info";
  return step;
}

/** One step back; null from the first step, which leaves the wizard. */
export function previousWizardStep(step: TWizardStep): TWizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  return index > 0 ? (WIZARD_STEPS[index - 1] ?? null) : null;
}

/** "Step 2 of 3". */
export function wizardStepLabel(step: TWizardStep): string {
  return `Step ${WIZARD_STEPS.indexOf(step) + 1} of ${WIZARD_STEPS.length}`;
}
