"use client";

import { ZAgencyFooter } from "@parlo/validators";
import { useWatch } from "react-hook-form";
import type { AgencyForm } from "./agency-form-types";
import { ClientFooterPreview } from "./client-footer-preview";
import { SettingsCard } from "./settings-card";
import { SwitchRow } from "@parlo/app-ui/switch-row";

/** Footer: what the client portal's footer shows, and how it looks. */
export function FooterTab({ form, brandName }: { form: AgencyForm; brandName: string }) {
  const [name, footer, tosPage, privacyPage] = useWatch({
    control: form.control,
    name: ["name", "footer", "tosPage", "privacyPolicypPage"],
  });
  const missing = (page: string) => (page.trim() ? undefined : "Set the page in Overview to show this link.");

  return (
    <div className="flex flex-col gap-5">
      <SettingsCard title="Client footer" description="The line at the bottom of every page of the client portal.">
        <div className="flex flex-col gap-3">
          <SwitchRow
            id="agency-footer-poweredBy"
            label={`Show "Powered by ${brandName}"`}
            help="Tells your clients which platform runs their agents."
            {...form.register("footer.showPoweredBy")}
          />
          <SwitchRow
            id="agency-footer-terms"
            label="Show Terms of Service link"
            help={missing(tosPage) ?? "Links to your terms page."}
            {...form.register("footer.showTermsLink")}
          />
          <SwitchRow
            id="agency-footer-privacy"
            label="Show Privacy Policy link"
            help={missing(privacyPage) ?? "Links to your privacy page."}
            {...form.register("footer.showPrivacyLink")}
          />
          <SwitchRow
            id="agency-footer-gdpr"
            label="Show the EU GDPR mark"
            help="For agencies that process data under the GDPR."
            {...form.register("footer.showGdprMark")}
          />
        </div>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">How it looks</span>
          <div className="rounded-lg border border-dashed border-border bg-muted/40 px-4 py-3 text-muted-foreground">
            <ClientFooterPreview
              name={name}
              brandName={brandName}
              footer={ZAgencyFooter.parse(footer)}
              tosPage={tosPage}
              privacyPage={privacyPage}
            />
          </div>
        </div>
      </SettingsCard>
    </div>
  );
}
