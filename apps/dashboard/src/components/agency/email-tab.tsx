"use client";

import { Button, Input, Label } from "@parlo/ui";
import { ComingNote } from "./coming-note";
import { SettingsCard } from "./settings-card";

const COLUMNS = ["Type", "Name", "Value", "Priority", "Status"] as const;

/** Email: the sending domain of the e-mails your clients receive (its setup comes in a later release). */
export function EmailTab() {
  return (
    <div className="flex flex-col gap-5">
      <ComingNote>
        Sending e-mails from your own domain arrives in an upcoming release. Until then your clients receive e-mails
        from our address, with your agency&apos;s name and address in the footer.
      </ComingNote>
      <SettingsCard
        title="Sending domain"
        description="The domain your clients' e-mails come from, e.g. youragency.com."
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="agency-email-domain">Domain</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id="agency-email-domain" placeholder="youragency.com" disabled className="min-w-0 flex-1" />
            <Button disabled>Add domain</Button>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">DNS records</span>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full min-w-[480px] text-left text-sm">
              <thead className="bg-muted/50 text-xs text-muted-foreground">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td colSpan={COLUMNS.length} className="px-3 py-6 text-center text-muted-foreground">
                    No domain added yet.
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled>
            Verify DNS Records
          </Button>
          <Button variant="ghost" disabled>
            Delete Domain
          </Button>
        </div>
      </SettingsCard>
    </div>
  );
}
