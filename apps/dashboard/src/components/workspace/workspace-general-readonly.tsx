import { WorkspaceAvatar } from "./workspace-avatar";

/** What a member (not the owner) sees of the workspace's name and photo. */
export function WorkspaceGeneralReadonly({
  workspaceName,
  workspacePhotoURL,
}: {
  workspaceName: string;
  workspacePhotoURL: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <WorkspaceAvatar name={workspaceName} photoURL={workspacePhotoURL || undefined} />
        <dl className="min-w-0">
          <dt className="text-sm text-muted-foreground">Workspace name</dt>
          <dd className="truncate text-base font-medium" data-testid="workspace-settings-name">
            {workspaceName || "Untitled workspace"}
          </dd>
        </dl>
      </div>
      <p className="text-sm text-muted-foreground">Only the workspace owner can change the name and photo.</p>
    </div>
  );
}
