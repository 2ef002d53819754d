import { describe, expect, it } from "vitest";
import { DEFAULT_COLOR, parseScriptConfig, safeColor } from "./config";

const SRC = "https://app.parlo.dev/widget.js";
const attrs = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("parseScriptConfig", () => {
  it("reads the snippet the dashboard shows", () => {
    const result = parseScriptConfig(attrs({ "agent-id": "AbCdEfGh12345678", region: "na" }), SRC);
    expect(result).toEqual({
      ok: true,
      config: {
        agentId: "AbCdEfGh12345678",
        region: "na",
        origin: "https://app.parlo.dev",
        mode: "popup",
        target: "",
        preload: false,
        autoStart: false,
        primaryColor: "",
        proactiveMessage: "",
        frameUrl: "https://app.parlo.dev/app/na/render/AbCdEfGh12345678/iframe",
      },
    });
  });

  it("takes the iframe's origin from the script's src, with its port", () => {
    const result = parseScriptConfig(attrs({ "agent-id": "a1" }), "http://localhost:3000/widget.js?v=2");
    expect(result.ok && result.config.frameUrl).toBe("http://localhost:3000/app/eu/render/a1/iframe");
  });

  it("reads embedded mode, preload, auto start, colour and proactive message", () => {
    const result = parseScriptConfig(
      attrs({
        "agent-id": "a1",
        region: "EU",
        mode: "embedded",
        target: "#chat",
        preload: "true",
        "auto-start": "",
        "primary-color": "#ff0000",
        "proactive-message": "  Need help?  ",
      }),
      SRC,
    );
    expect(result.ok && result.config).toMatchObject({
      region: "eu",
      mode: "embedded",
      target: "#chat",
      preload: true,
      autoStart: true,
      primaryColor: "#ff0000",
      proactiveMessage: "Need help?",
    });
  });

  it("refuses a missing or odd agent id, an unknown region, embedded mode without a target, a bad src", () => {
    expect(parseScriptConfig(attrs({}), SRC)).toEqual({ ok: false, error: "data-agent-id is missing or invalid" });
    expect(parseScriptConfig(attrs({ "agent-id": "../x" }), SRC).ok).toBe(false);
    expect(parseScriptConfig(attrs({ "agent-id": "a1", region: "us" }), SRC).ok).toBe(false);
    expect(parseScriptConfig(attrs({ "agent-id": "a1", mode: "embedded" }), SRC).ok).toBe(false);
    expect(parseScriptConfig(attrs({ "agent-id": "a1" }), "not a url").ok).toBe(false);
  });

  it("treats anything but true or an empty attribute as off", () => {
    const result = parseScriptConfig(attrs({ "agent-id": "a1", preload: "false", "auto-start": "yes" }), SRC);
    expect(result.ok && [result.config.preload, result.config.autoStart]).toEqual([false, false]);
  });
});

describe("safeColor", () => {
  it("keeps hex, rgb/hsl and keyword colours", () => {
    for (const color of [
      "#fff",
      "#2563EB",
      "#2563eb80",
      "rgb(37, 99, 235)",
      "rgba(37,99,235,0.5)",
      "hsl(220 80% 50%)",
      "teal",
    ]) {
      expect(safeColor(color)).toBe(color);
    }
  });

  it("falls back for anything that could break out of the style", () => {
    for (const color of ["", "red;background:url(x)", "#12", "url(javascript:x)", "expression(alert(1))", "}body{x"]) {
      expect(safeColor(color)).toBe(DEFAULT_COLOR);
    }
    expect(safeColor(null, "")).toBe("");
  });
});
