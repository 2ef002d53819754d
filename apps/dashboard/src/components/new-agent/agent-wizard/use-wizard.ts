"use client";

import { useState } from "react";
import { DEFAULT_BRANDING, type BrandingChoice } from "./branding";
import type { CompanyInfo } from "./company-info";
import { previousWizardStep, resolveWizardStep, type TWizardStep } from "./wizard-steps";

export interface CreatedAgent {
  agentId: string;
  title: string;
}

/** The wizard's state, kept by the drawer so leaving the wizard and coming back loses nothing. */
export function useWizard(onLeave: () => void) {
  const [requested, setStep] = useState<TWizardStep>("company-info");
  const [company, setCompany] = useState<CompanyInfo | null>(null);
  const [branding, setBranding] = useState<BrandingChoice>(DEFAULT_BRANDING);
  const [created, setCreated] = useState<CreatedAgent | null>(null);
  const step = resolveWizardStep(requested, { hasCompany: company !== null, hasCreatedAgent: created !== null });
  return {
    step,
    company,
    branding,
    created,
    setStep,
    setCompany,
    setBranding,
    setCreated,
    /** One step back; from the first step, out of the wizard. */
    back() {
      const previous = previousWizardStep(step);
      if (previous) setStep(previous);
      else onLeave();
    },
  };
}

export type WizardState = ReturnType<typeof useWizard>;
