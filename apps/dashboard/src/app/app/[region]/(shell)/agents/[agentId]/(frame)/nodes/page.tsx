import { PromptEditorIsland } from "@/components/prompt-editor/prompt-editor-island";
import { serverCaller } from "@/server/caller";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("nodes");

/** /app/{region}/agents/{agentId}/nodes: the Prompt tab of an agent with nodes (its steps). */
export default function PromptTabPage(props: TabPageProps) {
  return renderTabPage("nodes", props, async ({ region, agentId }) => {
    const { settings } = await (await serverCaller()).agent.settings({ region, agentId });
    return (
      <div className="flex flex-col gap-5">
        <div>
          <h2 className="text-lg font-semibold tracking-tight">Prompt</h2>
          <p className="text-sm text-muted-foreground">
            The agent&apos;s conversation, step by step: fixed messages, instructions for the model, a handoff to your
            team and the end. Changes are saved to the draft; Publish makes them live.
          </p>
        </div>
        <PromptEditorIsland region={region} agentId={agentId} nodes={settings.nodes ?? []} />
      </div>
    );
  });
}
