import { describe, expect, it } from "vitest";
import { describeSettingsError, leadFormOf, ZAgentNodes, ZAgentSettingsUpdate } from "./agent-settings";
import {
  checkLeadAnswers,
  DEFAULT_LEAD_FORM,
  LEAD_MESSAGES,
  leadAnswerProblem,
  ZLeadForm,
  type TLeadForm,
} from "./leads";

const form: TLeadForm = {
  title: "Leave your details",
  fields: [
    { key: "name", label: "Name", type: "name", required: true },
    { key: "email", label: "E-mail", type: "email", required: true },
    { key: "phone", label: "Phone", type: "phone", required: false },
    { key: "notes", label: "Notes", type: "text", required: false },
  ],
  trigger: "start",
};

describe("lead answers", () => {
  it("accepts well-formed e-mails and refuses the rest", () => {
    const email = { type: "email" as const, required: true };
    for (const ok of ["a@b.co", "first.last+tag@mail.example.org", " ada@example.com "]) {
      expect(leadAnswerProblem(email, ok), ok).toBeNull();
    }
    for (const bad of ["ada", "ada@", "ada@example", "a b@example.com", ".a@example.com", "a..b@example.com"]) {
      expect(leadAnswerProblem(email, bad), bad).toBe(LEAD_MESSAGES.invalidEmail);
    }
  });

  it("accepts phone numbers of digits, spaces and a leading +", () => {
    const phone = { type: "phone" as const, required: false };
    for (const ok of ["+44 20 7946 0958", "0612345678", "(555) 010-0199"]) {
      expect(leadAnswerProblem(phone, ok), ok).toBeNull();
    }
    for (const bad of ["call me", "12345", "+1 2345678901234567", "44+20", "555-CALL"]) {
      expect(leadAnswerProblem(phone, bad), bad).toBe(LEAD_MESSAGES.invalidPhone);
    }
    expect(leadAnswerProblem(phone, "   ")).toBeNull();
  });

  it("requires required fields and limits lengths", () => {
    expect(leadAnswerProblem({ type: "name", required: true }, "  ")).toBe(LEAD_MESSAGES.required);
    expect(leadAnswerProblem({ type: "text", required: false }, "x".repeat(1001))).toBe(LEAD_MESSAGES.tooLong(1000));
  });

  it("checks a whole submit: normalized answers, or every field's problem", () => {
    expect(checkLeadAnswers(form, { name: " Ada  Lovelace ", email: "ada@example.com", notes: "" })).toEqual({
      ok: true,
      answers: { name: "Ada Lovelace", email: "ada@example.com" },
    });
    expect(checkLeadAnswers(form, { email: "nope", phone: "x" })).toEqual({
      ok: false,
      error: `Name: ${LEAD_MESSAGES.required}`,
      fieldErrors: {
        name: LEAD_MESSAGES.required,
        email: LEAD_MESSAGES.invalidEmail,
        phone: LEAD_MESSAGES.invalidPhone,
      },
    });
  });

  it("refuses unknown keys and answers that are not text", () => {
    expect(checkLeadAnswers(form, { name: "A", email: "a@b.co", budget: "1" })).toMatchObject({
      ok: false,
      error: LEAD_MESSAGES.unknownField("budget"),
    });
    expect(checkLeadAnswers(form, { name: 42, email: "a@b.co" })).toMatchObject({
      ok: false,
      fieldErrors: { name: LEAD_MESSAGES.notAnswer },
    });
  });
});

describe("lead form configuration", () => {
  it("accepts the default form", () => {
    expect(ZLeadForm.safeParse(DEFAULT_LEAD_FORM).success).toBe(true);
  });

  it("names the problem of a bad form", () => {
    const problem = (value: unknown) => {
      const result = ZAgentSettingsUpdate.safeParse({
        nodes: [
          { id: "start", type: "start", label: "Start" },
          { id: "lead", type: "lead", label: "Lead form", leadForm: value },
        ],
      });
      return result.success ? null : describeSettingsError(result.error);
    };
    expect(problem({ ...form, fields: [] })).toBe(`nodes.1.leadForm.fields: ${LEAD_MESSAGES.fieldsMin}`);
    const many = Array.from({ length: 13 }, (_, i) => ({
      key: `f${i}`,
      label: `F${i}`,
      type: "text",
      required: false,
    }));
    expect(problem({ ...form, fields: many })).toBe(`nodes.1.leadForm.fields: ${LEAD_MESSAGES.fieldsMax}`);
    const twice = [...form.fields, { key: "email", label: "Work e-mail", type: "email", required: false }];
    expect(problem({ ...form, fields: twice })).toBe(
      `nodes.1.leadForm.fields.4.key: ${LEAD_MESSAGES.duplicateKey("email")}`,
    );
    const badKey = [{ key: "E-mail", label: "E-mail", type: "email", required: true }];
    expect(problem({ ...form, fields: badKey })).toBe(`nodes.1.leadForm.fields.0.key: ${LEAD_MESSAGES.fieldKey}`);
    expect(problem({ ...form, title: " " })).toBe(`nodes.1.leadForm.title: ${LEAD_MESSAGES.title}`);
    expect(problem({ ...form, trigger: "later" })).toMatch(/^nodes\.1\.leadForm\.trigger: /);
    expect(problem({ ...form, extra: 1 })).toBe("nodes.1.leadForm.extra: unknown setting.");
    expect(problem(undefined)).toBe(`nodes.1.leadForm: ${LEAD_MESSAGES.formRequired}`);
  });

  it("keeps a form on lead steps only, and one lead step per flow", () => {
    const withForm = ZAgentNodes.safeParse([{ id: "start", type: "start", label: "Start", leadForm: form }]);
    expect(withForm.success ? null : withForm.error.issues[0]?.message).toBe(LEAD_MESSAGES.formOnlyOnLead);
    const two = ZAgentNodes.safeParse([
      { id: "start", type: "start", label: "Start" },
      { id: "a", type: "lead", label: "A", leadForm: form },
      { id: "b", type: "lead", label: "B", leadForm: form },
    ]);
    expect(two.success ? null : two.error.issues[0]?.message).toBe(LEAD_MESSAGES.oneLeadStep);
  });

  it("finds the flow's lead form", () => {
    expect(leadFormOf(undefined)).toBeNull();
    expect(leadFormOf([{ id: "start", type: "start", label: "Start" }])).toBeNull();
    expect(
      leadFormOf([
        { id: "start", type: "start", label: "Start" },
        { id: "lead", type: "lead", label: "Lead", leadForm: form },
      ]),
    ).toEqual(form);
  });
});
