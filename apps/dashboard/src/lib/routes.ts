import type { TRegion } from "@parlo/validators";

/** Links inside the owner app; every page of the app is reachable through these. */
export const routes = {
  agents: (region: TRegion) => `/app/${region}/agents`,
  agent: (region: TRegion, agentId: string, tab = "overview") => `/app/${region}/agents/${agentId}/${tab}`,
  integrations: (region: TRegion) => `/app/${region}/integrations`,
  metaPages: (region: TRegion) => `/app/${region}/meta-pages`,
  whatsappNumbers: (region: TRegion) => `/app/${region}/whatsapp-numbers`,
  twilioNumbers: (region: TRegion) => `/app/${region}/twilio-numbers`,
  crawler: (region: TRegion) => `/app/${region}/automations`,
  events: (region: TRegion) => `/app/${region}/events`,
  sessions: (region: TRegion) => `/app/${region}/sessions`,
  prompts: (region: TRegion) => `/app/${region}/prompts`,
  agency: (region: TRegion) => `/app/${region}/agency`,
  clients: (region: TRegion) => `/app/${region}/clients`,
  credentials: (region: TRegion) => `/app/${region}/credentials`,
  billing: (region: TRegion) => `/app/${region}/account/billing`,
  workspaceSettings: (region: TRegion) => `/app/${region}/workspace`,
  demo: (region: TRegion, agentId: string) => `/app/${region}/prototype?vg_id=${agentId}`,
  onboarding: (region: TRegion) => `/onboarding?region=${region}`,
} as const;
