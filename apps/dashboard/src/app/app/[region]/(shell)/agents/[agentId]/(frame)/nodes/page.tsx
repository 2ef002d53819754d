import type { TAgentSettings } from "@parlo/validators";
import { AgentSettingsSection } from "@parlo/app-ui/settings-section";
import { loadSettingsSection } from "@/components/agent-settings/load-section";
import { PromptEditorIsland } from "@/components/prompt-editor/prompt-editor-island";
import { serverCaller } from "@/server/caller";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("nodes");

/** Whether the agent's replies follow its prompt steps (else its system prompt), as the runtime decides. */
function usesPromptSteps(settings: TAgentSettings): boolean {
  return (
    settings.enableNodes === true &&
    (settings.nodes ?? []).some((node) => node.type === "prompt" && Boolean(node.text?.trim()))
  );
}

/**
 * /app/{region}/agents/{agentId}/nodes: the Prompt tab. An agent with prompt steps edits them here; one
 * without (onboarding and demo agents) shows and edits its system prompt, with the steps below to add.
 */
export default function PromptTabPage(props: TabPageProps) {
  return renderTabPage("nodes", props, async ({ region, agentId }) => {
    const { settings } = await (await serverCaller()).agent.settings({ region, agentId });
    const steps = <PromptEditorIsland region={region} agentId={agentId} nodes={settings.nodes ?? []} />;
    if (usesPromptSteps(settings)) {
      return (
        <div className="flex flex-col gap-5">
          <div>
            <h2 className="text-lg font-semibold tracking-tight">Prompt</h2>
            <p className="text-sm text-muted-foreground">
              The agent&apos;s conversation, step by step: fixed messages, instructions for the model, a handoff to your
              team and the end. Changes are saved to the draft; Publish makes them live.
            </p>
          </div>
          {steps}
        </div>
      );
    }
    const promptForm = await loadSettingsSection({ region, agentId, section: "prompt" });
    return (
      <div className="flex flex-col gap-8">
        <section className="flex flex-col gap-5" aria-labelledby="prompt-heading">
          <div>
            <h2 id="prompt-heading" className="text-lg font-semibold tracking-tight">
              Prompt
            </h2>
            <p className="text-sm text-muted-foreground">
              This agent answers from one prompt. Changes are saved to the draft; Publish makes them live.
            </p>
          </div>
          <AgentSettingsSection {...promptForm} />
        </section>
        <section className="flex flex-col gap-5" aria-labelledby="steps-heading">
          <div>
            <h3 id="steps-heading" className="text-base font-semibold tracking-tight">
              Steps
            </h3>
            <p className="text-sm text-muted-foreground">
              Script the conversation step by step instead: once the agent has a prompt step, its steps replace the
              prompt above.
            </p>
          </div>
          {steps}
        </section>
      </div>
    );
  });
}
