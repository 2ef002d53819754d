import type { TTemplateKey } from "@parlo/validators";
import { blankTemplate } from "./blank-template";
import { confirmEmail } from "./confirm-email";
import { customerSupport } from "./customer-support";
import { gameNpc } from "./game-npc";
import { healthCareAgent } from "./health-care-agent";
import { makeAppointment } from "./make-appointment";
import { realEstateAgent } from "./real-estate-agent";
import type { Template } from "./template";

export type { Template };

/** The seven templates of the New Agent drawer, in the drawer's order (TEMPLATE_KEYS). */
export const AGENT_TEMPLATES: readonly Template[] = [
  customerSupport,
  realEstateAgent,
  healthCareAgent,
  confirmEmail,
  makeAppointment,
  blankTemplate,
  gameNpc,
];

export function findTemplate(key: TTemplateKey): Template {
  const template = AGENT_TEMPLATES.find((item) => item.key === key);
  if (!template) throw new Error(`Unknown template ${key}`);
  return template;
}
