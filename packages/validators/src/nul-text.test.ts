import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkLeadAnswers, ZSubmitLeadInput, type TLeadForm } from "./leads";
import { containsNul, hasNul, INPUT_MESSAGES, refuseNul } from "./nul-text";
import { ZSendMessageInput, ZStartConversationInput } from "./runtime";
import { ZPostWorkspaceLogInput } from "./workspace-events";

const NUL = "\u0000";

function firstMessage(result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}): string | undefined {
  return result.error?.issues[0]?.message;
}

describe("NUL characters", () => {
  it("finds a NUL in a string", () => {
    expect(hasNul(`a${NUL}b`)).toBe(true);
    expect(hasNul("a\\u0000b")).toBe(false);
    expect(hasNul("")).toBe(false);
  });

  it("finds a NUL in any string of a value, keys included, at any depth", () => {
    expect(containsNul({ a: [1, { b: "fine" }], c: null, d: true })).toBe(false);
    expect(containsNul({ a: [1, { b: `x${NUL}` }] })).toBe(true);
    expect(containsNul({ [`k${NUL}`]: 1 })).toBe(true);
    expect(containsNul(new Map([["k", new Set([`v${NUL}`])]]))).toBe(true);
    expect(containsNul(`${NUL}`)).toBe(true);
    expect(containsNul(undefined)).toBe(false);

    // a very deep value is walked without overflowing the stack
    let deep: unknown = `end${NUL}`;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);

    // and a value that refers to itself ends
    const cyclic: Record<string, unknown> = { a: "fine" };
    cyclic.self = cyclic;
    expect(containsNul(cyclic)).toBe(false);
  });

  it("refuseNul keeps the schema's own checks and adds the NUL one", () => {
    const schema = refuseNul(z.string().trim().min(1, "Required."));
    expect(schema.parse("  hi ")).toBe("hi");
    expect(firstMessage(schema.safeParse(" "))).toBe("Required.");
    expect(firstMessage(schema.safeParse(`hi${NUL}`))).toBe(INPUT_MESSAGES.nulCharacter);
  });

  it("the runtime's inputs refuse NUL characters", () => {
    expect(firstMessage(ZSendMessageInput.safeParse({ text: `Hello${NUL}` }))).toBe(INPUT_MESSAGES.nulCharacter);
    expect(ZSendMessageInput.parse({ text: " Hello " })).toEqual({ text: "Hello" });
    expect(firstMessage(ZStartConversationInput.safeParse({ pageUrl: `https://a.test/${NUL}` }))).toBe(
      INPUT_MESSAGES.nulCharacter,
    );
    expect(firstMessage(ZSubmitLeadInput.safeParse({ answers: {}, pageUrl: `https://a.test/${NUL}` }))).toBe(
      INPUT_MESSAGES.nulCharacter,
    );
    const form: Pick<TLeadForm, "fields"> = {
      fields: [{ key: "notes", label: "Notes", type: "text", required: false }],
    };
    expect(checkLeadAnswers(form, { notes: `hi${NUL}` })).toEqual({
      ok: false,
      error: `Notes: ${INPUT_MESSAGES.nulCharacter}`,
      fieldErrors: { notes: INPUT_MESSAGES.nulCharacter },
    });
  });

  it("a workspace log entry refuses NUL characters in its content and metadata", () => {
    expect(firstMessage(ZPostWorkspaceLogInput.safeParse({ type: "info", content: `a${NUL}` }))).toBe(
      INPUT_MESSAGES.nulCharacter,
    );
    expect(
      firstMessage(ZPostWorkspaceLogInput.safeParse({ type: "info", content: "a", metadata: { k: [`v${NUL}`] } })),
    ).toBe(INPUT_MESSAGES.nulCharacter);
  });
});
