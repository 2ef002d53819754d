import type { PublicAgent } from "@parlo/db";
import { leadFormOf, type TLeadColumn, type TLeadForm, type TLeadRow } from "@parlo/validators";
import { toLoadedAgent } from "../runtime/load-runtime-agent";
import { customFieldsOf } from "./lead-answers";

/** The lead forms of the agent's draft and live documents (null where there is none). */
export function agentLeadForms(agent: PublicAgent): { draft: TLeadForm | null; live: TLeadForm | null } {
  return {
    draft: leadFormOf(toLoadedAgent(agent, true).document.nodes),
    live: leadFormOf(toLoadedAgent(agent, false).document.nodes),
  };
}

/**
 * The custom field columns: the draft form's, then the live form's, then any other key the leads
 * hold (a field since removed from the form), each once, labelled as its form names it.
 */
export function leadColumns(forms: (TLeadForm | null)[], rows: Pick<TLeadRow, "fields">[]): TLeadColumn[] {
  const columns: TLeadColumn[] = [];
  const seen = new Set<string>();
  const add = (key: string, label: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    columns.push({ key, label });
  };
  for (const form of forms) if (form) for (const field of customFieldsOf(form)) add(field.key, field.label);
  for (const row of rows) for (const key of Object.keys(row.fields)) add(key, key);
  return columns;
}
