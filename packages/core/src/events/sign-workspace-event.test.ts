import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWorkspaceEvent, verifyWorkspaceEventSignature } from "./sign-workspace-event";

const secret = "vg_abcdefghijklmnopqrst";
const body = '{"type":"lead.created","payload":{"leadId":"l1"}}';
const at = new Date("2025-03-01T12:00:00.750Z");

describe("signWorkspaceEvent", () => {
  it("signs '<t>.<body>' with HMAC-SHA256 keyed with the workspace secret", () => {
    const t = 1740830400;
    const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
    expect(signWorkspaceEvent({ secret, body, at })).toBe(`t=${t},v1=${expected}`);
  });

  it("verifies its own signature and refuses changes, other secrets and old timestamps", () => {
    const header = signWorkspaceEvent({ secret, body, at });
    expect(verifyWorkspaceEventSignature({ secret, body, header })).toBe(true);
    expect(verifyWorkspaceEventSignature({ secret, body: body.replace("l1", "l2"), header })).toBe(false);
    expect(verifyWorkspaceEventSignature({ secret: "vg_tttttttttttttttttttt", body, header })).toBe(false);
    expect(verifyWorkspaceEventSignature({ secret, body, header, notBefore: 1740830401 })).toBe(false);
    expect(
      verifyWorkspaceEventSignature({ secret, body, header: header.replace("t=1740830400", "t=1740830401") }),
    ).toBe(false);
    expect(verifyWorkspaceEventSignature({ secret, body, header: "garbage" })).toBe(false);
  });
});
