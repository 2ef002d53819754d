/** How a workspace is named in the app: its name, or "Untitled workspace" while it has none. */
export const workspaceLabel = (w: { workspaceName: string }) => w.workspaceName || "Untitled workspace";
