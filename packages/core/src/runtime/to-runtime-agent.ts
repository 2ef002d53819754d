import { leadFormOf, type TAgentSettings, type TRuntimeAgent } from "@parlo/validators";

/** What the chat widget shows of an agent document, with the spec's defaults for unset fields. */
export function toRuntimeAgent(document: TAgentSettings & { ID: string }): TRuntimeAgent {
  const greeting = document.enableNodes
    ? (document.nodes ?? []).filter((node) => node.type === "message" && node.text).map((node) => node.text ?? "")
    : [];
  const initMessages = greeting.length > 0 ? greeting : (document.vg_initMessages ?? []);
  return {
    ID: document.ID,
    title: document.title ?? "Assistant",
    description: document.description ?? "",
    agentPlatform: document.agentPlatform ?? "vg",
    theme: document.theme ?? "blue-light",
    customThemeJSONString: document.customThemeJSONString ?? "",
    ADVANCED_customCSS: document.ADVANCED_customCSS ?? "",
    roundedImageURL: document.roundedImageURL ?? "",
    avatarImageUrl: document.avatarImageUrl ?? "",
    proactiveMessage: document.proactiveMessage ?? "",
    autoStartWidget: document.autoStartWidget ?? false,
    messageDelayMS: document.messageDelayMS ?? 1000,
    scrollAnimation: document.scrollAnimation ?? true,
    buttonsLayout: document.buttonsLayout ?? "horizontal",
    lang: document.lang ?? "en",
    acceptFileUpload: document.acceptFileUpload ?? false,
    enableHumanHandoff: document.enableHumanHandoff ?? false,
    alwaysShowHandoff: document.alwaysShowHandoff ?? false,
    UIhandoffTitle: document.UIhandoffTitle ?? "Talk to a human",
    UIhandoffSubtitle: document.UIhandoffSubtitle ?? "",
    showHandoffEvenIfOffline: document.showHandoffEvenIfOffline ?? false,
    // the document alone cannot tell: withTeamPresence reads the members' online toggles
    teamOnline: true,
    initMessages: initMessages.filter((message) => message.trim() !== ""),
    // the lead form step applies to every agent: it is set up in the Prompt tab whether or not the other steps run
    leadForm: leadFormOf(document.nodes),
  };
}
