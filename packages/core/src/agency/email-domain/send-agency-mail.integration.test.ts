import { newAgencySecret, newEntityId } from "@parlo/db";
import { createTestUser, uniqueEmail } from "@parlo/db/factories";
import { waitForMessage } from "@parlo/email/dev-mailbox";
import { createTestDeps } from "@parlo/testing";
import { afterAll, describe, expect, inject, it } from "vitest";
import { sendAgencyMail } from "./send-agency-mail";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const na = deps.db.for("na");

async function agency(fields: { resendEmailDomain: string | null; resendEmailDomainStatus: string }) {
  const { workspace } = await createTestUser(na);
  return na.agency.create({
    data: {
      id: newEntityId(),
      userId: workspace.id,
      secret: newAgencySecret(),
      name: 'Northwind "North" Agency',
      address: "1 Harbour Street\nBristol BS1 4RN",
      ...fields,
    },
  });
}

async function sendAndRead(agencyId: string) {
  const to = uniqueEmail("client");
  const since = new Date();
  await sendAgencyMail(
    deps,
    { region: "na", agencyId },
    {
      to,
      subject: "Your weekly report",
      html: "<html><body><p>Here is your report.</p></body></html>",
      text: "Here is your report.",
    },
  );
  return waitForMessage({ mailboxUrl: inject("mailboxUrl"), to, since });
}

describe("sendAgencyMail (real SMTP to the dev mailbox)", () => {
  it("sends from no-reply at the agency's verified domain, with its name and address in the footer", async () => {
    const { id } = await agency({ resendEmailDomain: "northwind-mail.com", resendEmailDomainStatus: "verified" });
    const mail = await sendAndRead(id);
    expect(mail.from).toBe('"Northwind \\"North\\" Agency" <no-reply@northwind-mail.com>');
    expect(mail.subject).toBe("Your weekly report");
    expect(mail.html).toContain("<p>Here is your report.</p>");
    expect(mail.html).toContain("Northwind &quot;North&quot; Agency<br>1 Harbour Street<br>Bristol BS1 4RN");
    expect(mail.html.indexOf("1 Harbour Street")).toBeLessThan(mail.html.indexOf("</body>"));
    expect(mail.text).toContain(
      'Here is your report.\n\n--\nNorthwind "North" Agency\n1 Harbour Street\nBristol BS1 4RN',
    );
  });

  it("sends from the product's address under the agency's name until the domain is verified", async () => {
    const { id } = await agency({ resendEmailDomain: "northwind-pending.com", resendEmailDomainStatus: "pending" });
    const mail = await sendAndRead(id);
    expect(mail.from).toBe('"Northwind \\"North\\" Agency" <test@parlo.localhost>');
    expect(mail.text).toContain("1 Harbour Street");
  });

  it("refuses an unknown agency", async () => {
    await expect(
      sendAgencyMail(deps, { region: "na", agencyId: "nope" }, { to: "a@b.test", subject: "x", html: "x" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
