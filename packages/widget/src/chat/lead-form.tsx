import { LEAD_ANSWER_MAX, LEAD_MESSAGES, leadAnswerProblem } from "@parlo/validators/plain";
import type { TLeadField } from "@parlo/validators";
import type { TargetedEvent } from "preact";
import { useId, useState } from "preact/hooks";
import type { LeadControl } from "./use-lead-form";

/**
 * The lead form's look inside the chat's shadow root: the widget's variables (`--parlo-*`), so it
 * follows the agent's theme, light or dark, and the agent's custom CSS can restyle `.parlo-lead*`.
 */
export const LEAD_FORM_CSS = `
.parlo-lead {
  width: 100%;
  max-width: 340px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 14px;
  border: 1px solid var(--parlo-border);
  border-radius: var(--parlo-radius);
  border-bottom-left-radius: 4px;
  background: var(--parlo-background);
  color: var(--parlo-foreground);
  box-shadow: inset 3px 0 0 var(--parlo-primary);
}
.parlo-lead-title { font-weight: 600; }
.parlo-lead-field { display: flex; flex-direction: column; gap: 4px; font-size: 13px; }
.parlo-lead-optional { opacity: 0.6; font-weight: 400; }
.parlo-lead-input {
  font: inherit;
  font-size: 14px;
  width: 100%;
  padding: 7px 10px;
  border-radius: 8px;
  border: 1px solid var(--parlo-border);
  background: var(--parlo-background);
  color: var(--parlo-foreground);
}
.parlo-lead-input:focus-visible { outline: 2px solid var(--parlo-primary); outline-offset: 0; }
.parlo-lead-input[aria-invalid="true"] { border-color: #dc2626; }
.parlo-lead-error { font-size: 12px; color: #b91c1c; }
:where(.parlo-widget[data-theme="dark"]) .parlo-lead-error { color: #fca5a5; }
:where(.parlo-widget[data-theme="dark"]) .parlo-lead-input[aria-invalid="true"] { border-color: #f87171; }
.parlo-lead-actions { display: flex; align-items: center; gap: 8px; }
.parlo-lead-submit {
  font: inherit;
  font-weight: 600;
  padding: 7px 14px;
  border: 0;
  border-radius: 8px;
  background: var(--parlo-primary);
  color: #ffffff;
  cursor: pointer;
}
.parlo-lead-skip {
  font: inherit;
  font-size: 13px;
  padding: 7px 10px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  opacity: 0.75;
  cursor: pointer;
}
.parlo-lead-skip:hover { opacity: 1; text-decoration: underline; }
.parlo-lead-submit:disabled, .parlo-lead-skip:disabled { opacity: 0.5; cursor: not-allowed; }
.parlo-lead-submit:focus-visible, .parlo-lead-skip:focus-visible { outline: 2px solid var(--parlo-primary); outline-offset: 1px; }
.parlo-lead-thanks { flex-direction: row; align-items: center; gap: 8px; }
:where(.parlo-lead-thanks) svg { flex: none; color: var(--parlo-primary); }
`;

const INPUT_TYPE: Record<TLeadField["type"], string> = { name: "text", email: "email", phone: "tel", text: "text" };
const AUTOCOMPLETE: Record<TLeadField["type"], string> = { name: "name", email: "email", phone: "tel", text: "off" };

/**
 * The agent's lead form inline in the chat (a bot-side card): each field checked when the visitor
 * leaves it and again on Submit, the server's refusals shown on their fields; Skip hides it for
 * this conversation; once sent it turns into a short thanks.
 */
export function LeadForm({ lead }: { lead: LeadControl }) {
  const id = useId();
  const { form } = lead;
  const [values, setValues] = useState<Record<string, string>>({});
  const [local, setLocal] = useState<Record<string, string | null>>({});

  if (lead.phase === "thanks") {
    return (
      <div className="parlo-message parlo-message-bot" data-role="lead">
        <div className="parlo-lead parlo-lead-thanks" role="status">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor">
            <path d="M20 6 9 17l-5-5" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{LEAD_MESSAGES.thanks}</span>
        </div>
      </div>
    );
  }

  const sending = lead.phase === "sending";
  // a local check (after the visitor left the field or typed again) wins over an older server answer
  const errorOf = (key: string) => (key in local ? local[key] : (lead.fieldErrors[key] ?? null));

  const onSubmit = (event: TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLocal({});
    lead.submit(values);
  };

  return (
    <div className="parlo-message parlo-message-bot" data-role="lead">
      <form className="parlo-lead" aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit}>
        <div className="parlo-lead-title" id={`${id}-title`}>
          {form.title}
        </div>
        {form.fields.map((field) => {
          const error = errorOf(field.key);
          const errorId = `${id}-${field.key}-error`;
          return (
            <label key={field.key} className="parlo-lead-field">
              <span>
                {field.label}
                {field.required ? null : <span className="parlo-lead-optional"> (optional)</span>}
              </span>
              <input
                className="parlo-lead-input"
                name={field.key}
                type={INPUT_TYPE[field.type]}
                autoComplete={AUTOCOMPLETE[field.type]}
                inputMode={field.type === "phone" ? "tel" : field.type === "email" ? "email" : undefined}
                maxLength={LEAD_ANSWER_MAX[field.type]}
                required={field.required}
                disabled={sending}
                value={values[field.key] ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onInput={(event) => {
                  const value = event.currentTarget.value;
                  setValues((old) => ({ ...old, [field.key]: value }));
                  // once a field shows a problem, it clears as soon as the answer is fine
                  if (error) setLocal((old) => ({ ...old, [field.key]: leadAnswerProblem(field, value) }));
                }}
                onBlur={(event) => {
                  const value = event.currentTarget.value;
                  // an empty field is only flagged on Submit, not while moving through the form
                  if (value.trim() !== "")
                    setLocal((old) => ({ ...old, [field.key]: leadAnswerProblem(field, value) }));
                }}
              />
              {error ? (
                <span id={errorId} className="parlo-lead-error">
                  {error}
                </span>
              ) : null}
            </label>
          );
        })}
        {lead.error ? (
          <div className="parlo-lead-error" role="alert">
            {lead.error}
          </div>
        ) : null}
        <div className="parlo-lead-actions">
          <button type="submit" className="parlo-lead-submit" disabled={sending}>
            {sending ? LEAD_MESSAGES.sending : LEAD_MESSAGES.submit}
          </button>
          <button type="button" className="parlo-lead-skip" disabled={sending} onClick={lead.skip}>
            {LEAD_MESSAGES.skip}
          </button>
        </div>
      </form>
    </div>
  );
}
