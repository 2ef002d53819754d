"use client";

import type { TRegion } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useEffect, useReducer, useRef, useState } from "react";
import { routes } from "../../lib/routes";
import { CompanyForm } from "@parlo/app-ui/company-form";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { BrandScreen } from "./brand-screen";
import { brandScreenIntro, INITIAL_STATE, onboardingReducer, type BrandChoices } from "./onboarding-state";
import { SkipButton } from "./skip-button";
import { AnalysisFailedScreen, AnalyzingScreen, CreatedScreen, CreatingScreen } from "./status-screens";

/** How long the success notice shows before the redirect. */
const REDIRECT_AFTER_MS = 2000;

const TITLES = {
  company: "Tell us about your company",
  analyzing: "Tell us about your company",
  failed: "Tell us about your company",
  brand: "Confirm Your Brand Settings",
  creating: "Confirm Your Brand Settings",
  created: "Confirm Your Brand Settings",
} as const;

/**
 * The company-to-agent onboarding: company details, the website's branding analysis, brand
 * confirmation, then the agent is created and opened with the debugger.
 */
export function OnboardingFlow({ region, workspaceId }: { region: TRegion; workspaceId: string | null }) {
  const router = useRouter();
  const [state, dispatch] = useReducer(onboardingReducer, INITIAL_STATE);
  const [startedAt, setStartedAt] = useState(0);
  const attempt = useRef(0);
  const skip = <SkipButton region={region} />;

  // the analysis runs once each time company data arrives for a website not read yet
  const { screen, company } = state;
  useEffect(() => {
    if (screen !== "analyzing" || !company) return;
    let cancelled = false;
    void (async () => {
      try {
        const result = await (await loadTrpc()).onboarding.getBrandingInfo.mutate({ region, company });
        if (cancelled) return;
        if (result.ok) dispatch({ type: "analyzed", branding: result.brandingInfo, siteUrl: result.siteUrl });
        else dispatch({ type: "analysisFailed" });
      } catch (error) {
        console.error("The website's branding could not be analysed:", error);
        if (!cancelled) dispatch({ type: "analysisFailed" });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [screen, company, region]);

  const create = async (choices: BrandChoices) => {
    if (!company || !workspaceId) return;
    const current = ++attempt.current;
    setStartedAt(Date.now());
    dispatch({ type: "create" });
    try {
      const created = await (
        await loadTrpc()
      ).onboarding.createPersonalizedAgent.mutate({
        region,
        workspaceId,
        company,
        siteUrl: state.siteUrl ?? undefined,
        brandingChoices: {
          primaryColor: choices.primaryColor,
          themeMode: choices.themeMode,
          faviconApproved: choices.faviconApproved,
          favicon: state.branding?.favicon ?? null,
          ...(choices.customLogo ? { customLogo: choices.customLogo } : {}),
        },
      });
      if (current !== attempt.current) return;
      dispatch({ type: "created", agentId: created.agentId });
      setTimeout(() => {
        router.replace(`${routes.agent(region, created.agentId, "overview")}?showDebugger=true`);
        router.refresh();
      }, REDIRECT_AFTER_MS);
    } catch (error) {
      // the spec: logged only; the user stays, and Try Again shows after 30 s
      console.error("The agent could not be created:", error);
      dispatch({ type: "creationFailed" });
    }
  };

  return (
    <section aria-labelledby="onboarding-title" className="flex flex-col gap-5" data-screen={screen}>
      <div className="flex flex-col gap-1">
        <h1 id="onboarding-title" className="text-xl leading-tight font-semibold tracking-tight">
          {TITLES[screen]}
        </h1>
        {screen === "company" ? (
          <p className="text-sm text-muted-foreground">
            We read your website to set up an agent in your colours that already knows your business.
          </p>
        ) : null}
        {screen === "brand" ? (
          <p className="text-sm text-muted-foreground">{brandScreenIntro(state.branding)}</p>
        ) : null}
      </div>
      {screen === "company" ? (
        <CompanyForm
          initial={company}
          onBack={null}
          skip={skip}
          onNext={(next) => dispatch({ type: "submitCompany", company: next })}
        />
      ) : null}
      {screen === "analyzing" && company ? <AnalyzingScreen website={company.website} /> : null}
      {screen === "failed" ? (
        <AnalysisFailedScreen
          onBack={() => dispatch({ type: "back" })}
          onContinue={() => dispatch({ type: "continueWithoutBranding" })}
        />
      ) : null}
      {screen === "brand" && state.branding && company ? (
        <BrandScreen
          branding={state.branding}
          choices={state.choices}
          companyName={company.name}
          canUpload
          skip={skip}
          onChoose={(choices) => dispatch({ type: "choose", choices })}
          onBack={() => dispatch({ type: "back" })}
          onCreate={() => void create(state.choices)}
        />
      ) : null}
      {screen === "creating" ? (
        <CreatingScreen startedAt={startedAt} onTryAgain={() => void create(state.sentChoices ?? state.choices)} />
      ) : null}
      {screen === "created" ? <CreatedScreen /> : null}
    </section>
  );
}
