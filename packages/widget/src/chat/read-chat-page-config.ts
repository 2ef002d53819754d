import { RUNTIME_CHANNELS } from "@parlo/validators/plain";
import type { ChatMountOptions, ChatVariant } from "./mount-types";
import { isRecord, toRuntimeAgent } from "./read-runtime";

const VARIANTS: readonly ChatVariant[] = ["iframe", "page", "panel"];

/** The chat page's JSON config (written by the server, see server/chat-page-html.ts), or null. */
export function readChatPageConfig(text: string): ChatMountOptions | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { region, agentId, variant, channel, agent, brand } = value;
  if (typeof region !== "string" || typeof agentId !== "string") return null;
  const knownVariant = VARIANTS.find((v) => v === variant);
  const knownChannel = RUNTIME_CHANNELS.find((c) => c === channel);
  if (!knownVariant || !knownChannel) return null;
  return {
    region,
    agentId,
    variant: knownVariant,
    channel: knownChannel,
    agent: isRecord(agent) ? toRuntimeAgent(agent) : null,
    brand: typeof brand === "string" ? brand : "",
  };
}
