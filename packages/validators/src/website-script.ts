/**
 * The embed snippet that puts an agent's chat widget on a website: the widget's loader from the
 * dashboard's address (`widgetOrigin`), with the agent and its region.
 */
export function websiteScript(widgetOrigin: string, region: string, agentId: string): string {
  return `<script src="${widgetOrigin.replace(/\/+$/, "")}/widget.js" data-agent-id="${agentId}" data-region="${region}" async></script>`;
}
