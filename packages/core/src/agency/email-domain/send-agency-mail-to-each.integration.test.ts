import { newAgencySecret, newEntityId } from "@parlo/db";
import { createTestUser, uniqueEmail } from "@parlo/db/factories";
import type { Mailer } from "@parlo/email";
import { createTestDeps, mailboxMessagesTo } from "@parlo/testing";
import { afterAll, describe, expect, it } from "vitest";
import { AGENCY_MAIL_CONCURRENCY, sendAgencyMailToEach } from "./send-agency-mail-to-each";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const na = deps.db.for("na");

describe("sendAgencyMailToEach (real SMTP to the dev mailbox)", () => {
  it("sends one e-mail to each address a few at a time; a failed one is counted out and the others go on", async () => {
    const { workspace } = await createTestUser(na);
    const agency = await na.agency.create({
      data: { id: newEntityId(), userId: workspace.id, secret: newAgencySecret(), name: "Harbour Agency" },
    });
    const addresses = Array.from({ length: 30 }, (_, index) => uniqueEmail(`announce-${index}`));
    const refused = addresses[7] ?? "";
    // the real SMTP mailer, watched: how many sends run at once, and one address the server refuses
    let inFlight = 0;
    let mostInFlight = 0;
    const mailer: Mailer = {
      async send(message) {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        try {
          if (message.to === refused) throw new Error("550 mailbox unavailable");
          return await deps.mailer.send(message);
        } finally {
          inFlight -= 1;
        }
      },
    };
    const sent = await sendAgencyMailToEach(
      { ...deps, mailer },
      { region: "na", agencyId: agency.id },
      addresses.map((to) => ({ to, message: { subject: "News from Harbour", html: "<p>Hello</p>", text: "Hello" } })),
      "announcement e-mail",
    );
    expect(sent).toBe(29);
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(AGENCY_MAIL_CONCURRENCY);
    const received = await Promise.all(addresses.map((to) => mailboxMessagesTo(to)));
    expect(received.map((messages) => messages.length)).toEqual(addresses.map((to) => (to === refused ? 0 : 1)));
    expect(received[0]?.[0]).toMatchObject({ subject: "News from Harbour" });
  });

  it("sends nothing for no one, and refuses an unknown agency", async () => {
    expect(await sendAgencyMailToEach(deps, { region: "na", agencyId: "nope" }, [], "none")).toBe(0);
    await expect(
      sendAgencyMailToEach(
        deps,
        { region: "na", agencyId: "nope" },
        [{ to: "a@b.test", message: { subject: "x", html: "x" } }],
        "x",
      ),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
