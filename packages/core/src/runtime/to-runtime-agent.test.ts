import { describe, expect, it } from "vitest";
import { toRuntimeAgent } from "./to-runtime-agent";

describe("toRuntimeAgent", () => {
  it("tells the widget a vf agent's platform but never its Voiceflow keys", () => {
    const agent = toRuntimeAgent({
      ID: "agent-1",
      title: "Flow",
      agentPlatform: "vf",
      VF_PROJECT_ID: "project-1",
      VF_DM_API_KEY: "VF.DM.secret-dialog-key",
      VF_KB_API_KEY: "VF.KB.secret-knowledge-key",
    });
    expect(agent).toMatchObject({ ID: "agent-1", title: "Flow", agentPlatform: "vf" });
    const sent = JSON.stringify(agent);
    expect(sent).not.toContain("VF.DM.secret-dialog-key");
    expect(sent).not.toContain("VF.KB.secret-knowledge-key");
    expect(sent).not.toContain("VF_");
  });

  it("defaults the platform to standard", () => {
    expect(toRuntimeAgent({ ID: "agent-2" }).agentPlatform).toBe("vg");
  });
});
