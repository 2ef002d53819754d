import { readThemeSetting } from "@parlo/validators";
import { WidgetEditorLoader } from "@/components/widget-editor/widget-editor-loader";
import { WidgetEditorSkeleton } from "@/components/widget-editor/widget-editor-skeleton";
import { serverCaller } from "@/server/caller";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("overview");

/** /app/{region}/agents/{agentId}/overview: the Widget tab (theme, custom CSS with the AI assistant, preview). */
export default function WidgetTabPage(props: TabPageProps) {
  return renderTabPage("overview", props, async ({ region, agentId, tab }) => {
    const { settings } = await (await serverCaller()).agent.settings({ region, agentId });
    const { primary, themeType } = readThemeSetting(settings.theme, settings.customThemeJSONString);
    return (
      <section className="flex flex-col gap-5" aria-labelledby="widget-tab-title">
        <div>
          <h2 id="widget-tab-title" className="text-lg font-semibold tracking-tight">
            {tab.label}
          </h2>
          <p className="text-sm text-muted-foreground">
            Style the chat widget: theme colours, custom CSS (with an AI assistant) and a live preview.
          </p>
        </div>
        <WidgetEditorLoader
          region={region}
          agentId={agentId}
          title={settings.title ?? "Agent"}
          initial={{ primary, themeType, css: settings.ADVANCED_customCSS ?? "" }}
          fallback={<WidgetEditorSkeleton />}
        />
      </section>
    );
  });
}
