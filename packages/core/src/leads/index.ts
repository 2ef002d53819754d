export { submitLead, LEAD_VISITOR_RATE_LIMIT } from "./submit-lead";
export { LeadAnswersError } from "./lead-answers-error";
export { listLeads } from "./list-leads";
export { exportLeads } from "./export-leads";
export { deleteLead } from "./delete-lead";
export { splitLeadAnswers, customFieldsOf } from "./lead-answers";
export { leadsCsv, leadsJson, leadsFileName } from "./lead-files";
export { encodeLeadCursor, decodeLeadCursor } from "./lead-cursor";
