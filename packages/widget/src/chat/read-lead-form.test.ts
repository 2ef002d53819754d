import { describe, expect, it } from "vitest";
import { leadFormOfDocument, readLeadForm } from "./read-lead-form";

const form = {
  title: "Leave your details",
  fields: [
    { key: "name", label: "Name", type: "name", required: true },
    { key: "email", label: "E-mail", type: "email", required: false },
  ],
  trigger: "start",
};

describe("readLeadForm", () => {
  it("reads a valid form and drops unusable fields", () => {
    expect(readLeadForm(form)).toEqual(form);
    const messy = {
      ...form,
      fields: [
        ...form.fields,
        { key: "Bad Key", label: "x", type: "text" },
        { key: "name", label: "Again", type: "text" },
      ],
    };
    expect(readLeadForm(messy)).toEqual(form);
  });

  it("reads a form the server would refuse as none", () => {
    expect(readLeadForm(null)).toBeNull();
    expect(readLeadForm({ ...form, title: " " })).toBeNull();
    expect(readLeadForm({ ...form, trigger: "whenever" })).toBeNull();
    expect(readLeadForm({ ...form, fields: [] })).toBeNull();
  });

  it("finds the form in a start answer or in a stored document's lead step", () => {
    expect(leadFormOfDocument({ leadForm: form })).toEqual(form);
    expect(leadFormOfDocument({ leadForm: null })).toBeNull();
    const nodes = [
      { id: "start", type: "start", label: "Start" },
      { id: "lead", type: "lead", label: "Lead form", leadForm: form },
    ];
    expect(leadFormOfDocument({ nodes })).toEqual(form);
    expect(leadFormOfDocument({})).toBeNull();
  });
});
