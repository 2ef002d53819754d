"use client";

import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@parlo/ui";
import {
  AGENT_EDIT_MESSAGES,
  customThemeFromHex,
  paletteFromHex,
  themeSettingFor,
  type ThemeType,
  type TRegion,
} from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { CssEditor } from "./css-editor";
import { ThemeEditor } from "./theme-editor";
import { WidgetPreview } from "./widget-preview";
import { announceAgentSaved } from "@parlo/app-ui/agent-saved";

export interface WidgetLook {
  primary: string;
  themeType: ThemeType;
  css: string;
}

export interface WidgetEditorProps {
  region: TRegion;
  agentId: string;
  title: string;
  initial: WidgetLook;
}

const sameLook = (a: WidgetLook, b: WidgetLook) =>
  a.primary === b.primary && a.themeType === b.themeType && a.css === b.css;

/**
 * The Widget tab: theme (dark mode, primary colour, palette), custom CSS with the AI assistant and
 * a live preview; Save writes theme, customThemeJSONString and ADVANCED_customCSS to the draft.
 */
export function WidgetEditor({ region, agentId, title, initial }: WidgetEditorProps) {
  const router = useRouter();
  const toast = useToast();
  const [saved, setSaved] = useState(initial);
  const [look, setLook] = useState(initial);
  const [saving, setSaving] = useState(false);
  const palette = useMemo(() => paletteFromHex(look.primary), [look.primary]);
  const dirty = !sameLook(look, saved);

  const save = async () => {
    setSaving(true);
    try {
      await (
        await loadTrpc()
      ).agent.update.mutate({
        region,
        agentId,
        settings: {
          theme: themeSettingFor(look.primary, look.themeType),
          customThemeJSONString: JSON.stringify(customThemeFromHex(look.primary, look.themeType)),
          ADVANCED_customCSS: look.css,
        },
      });
    } catch (error) {
      setSaving(false);
      return toast(callErrorMessage(error, "Failed to save agent"), "error", 5000);
    }
    setSaving(false);
    setSaved(look);
    toast(AGENT_EDIT_MESSAGES.saved, "success");
    router.refresh();
    announceAgentSaved();
  };

  return (
    <div className="flex flex-col gap-5" data-testid="widget-editor">
      <div className="flex flex-wrap items-center justify-end gap-3">
        {dirty ? (
          <span className="text-sm text-muted-foreground" data-testid="unsaved-changes">
            Unsaved changes
          </span>
        ) : null}
        {dirty ? (
          <Button variant="ghost" onClick={() => setLook(saved)} disabled={saving}>
            Discard
          </Button>
        ) : null}
        <Button onClick={save} disabled={!dirty || saving} loading={saving}>
          Save
        </Button>
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_400px]">
        <div className="flex min-w-0 flex-col gap-5">
          <Card>
            <CardHeader>
              <CardTitle>Theme</CardTitle>
              <CardDescription>The widget&apos;s colours, light or dark.</CardDescription>
            </CardHeader>
            <CardContent>
              <ThemeEditor
                primary={look.primary}
                themeType={look.themeType}
                palette={palette}
                onPrimaryChange={(primary) => setLook((current) => ({ ...current, primary }))}
                onThemeTypeChange={(themeType) => setLook((current) => ({ ...current, themeType }))}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Custom CSS</CardTitle>
              <CardDescription>Applies to the chat widget only; the preview updates as you type.</CardDescription>
            </CardHeader>
            <CardContent>
              <CssEditor
                value={look.css}
                onChange={(css) => setLook((current) => ({ ...current, css }))}
                assistant={{ region, agentId }}
              />
            </CardContent>
          </Card>
        </div>
        <div className="min-w-0">
          <div className="flex flex-col gap-2 lg:sticky lg:top-4">
            <span className="text-sm font-medium">Preview</span>
            <div className="rounded-xl border border-dashed border-border bg-muted/30 p-4">
              <WidgetPreview
                title={title}
                primary={look.primary}
                palette={palette}
                themeType={look.themeType}
                customCss={look.css}
              />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
