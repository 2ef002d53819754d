import type { TAgentTemplate, TTemplateKey } from "@parlo/validators";

/** A template of the New Agent drawer: the spec's Template entity with one of the seven keys. */
export type Template = TAgentTemplate & { key: TTemplateKey };
