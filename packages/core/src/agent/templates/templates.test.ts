import { TEMPLATE_KEYS, ZAgentTemplate } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { AGENT_TEMPLATES, findTemplate } from "./index";

describe("agent templates", () => {
  it("lists the seven templates in the order of TEMPLATE_KEYS", () => {
    expect(AGENT_TEMPLATES.map((template) => template.key)).toEqual([...TEMPLATE_KEYS]);
  });

  it("finds each template by key", () => {
    for (const key of TEMPLATE_KEYS) expect(findTemplate(key).key).toBe(key);
  });

  describe.each(AGENT_TEMPLATES.map((template) => [template.key, template] as const))("%s", (_key, template) => {
    const nodes = template.template.nodes ?? [];

    it("passes the template schema unchanged", () => {
      expect(ZAgentTemplate.parse(template)).toEqual(template);
    });

    it("has a name, a description, a kebab-case icon and nodes enabled", () => {
      expect(template.name.trim()).not.toBe("");
      expect(template.description.length).toBeGreaterThan(20);
      expect(template.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(template.template.enableNodes).toBe(true);
      expect(template.template.vg_systemPrompt?.trim()).toBeTruthy();
    });

    it("has unique node ids", () => {
      const ids = nodes.map((node) => node.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it("has exactly one start node, and it comes first", () => {
      expect(nodes.filter((node) => node.type === "start")).toHaveLength(1);
      expect(nodes[0]?.type).toBe("start");
    });

    it("points every next at an existing node", () => {
      const ids = new Set(nodes.map((node) => node.id));
      for (const node of nodes) if (node.next !== undefined) expect(ids).toContain(node.next);
    });

    it("reaches every node from the start, in order, and stops at end nodes", () => {
      const byId = new Map(nodes.map((node) => [node.id, node]));
      const seen = new Set<string>();
      let current = nodes[0];
      while (current && !seen.has(current.id)) {
        seen.add(current.id);
        current = current.next ? byId.get(current.next) : undefined;
      }
      expect([...seen]).toEqual(nodes.map((node) => node.id));
      for (const node of nodes) if (node.type === "end") expect(node.next).toBeUndefined();
    });

    it("gives every prompt and message node its text", () => {
      for (const node of nodes) {
        if (node.type === "prompt" || node.type === "message") expect(node.text?.trim()).toBeTruthy();
      }
    });
  });

  it("keeps the blank template minimal: a start node and one prompt", () => {
    expect(findTemplate("blank-template").template.nodes?.map((node) => node.type)).toEqual(["start", "prompt"]);
  });

  it("gives the other templates a greeting message right after the start and substantial instructions", () => {
    for (const template of AGENT_TEMPLATES.filter((item) => item.key !== "blank-template")) {
      const nodes = template.template.nodes ?? [];
      expect(nodes[1]?.type).toBe("message");
      const prompts = nodes.filter((node) => node.type === "prompt");
      expect(prompts.length).toBeGreaterThan(0);
      for (const prompt of prompts) expect(prompt.text?.length ?? 0).toBeGreaterThan(300);
    }
  });

  it("ends the flows that finish (confirm-email, make-appointment) with an end node", () => {
    for (const key of ["confirm-email", "make-appointment"] as const) {
      expect(findTemplate(key).template.nodes?.at(-1)?.type).toBe("end");
    }
  });
});
