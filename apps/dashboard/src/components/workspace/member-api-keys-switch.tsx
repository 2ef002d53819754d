"use client";

import { MEMBER_PERMISSIONS, type TMemberPermission, type TRegion } from "@parlo/validators";
import { useHydrated } from "@parlo/ui/use-hydrated";
import { api } from "@/trpc/react";
import { ToggleSwitch } from "../billing/toggle-switch";
import { errorMessage } from "./error-message";

/** The owner lets a member see and rotate agents' API keys (the workspace secret stays the owner's). */
export function MemberApiKeysSwitch({
  region,
  workspaceId,
  email,
  permissions,
}: {
  region: TRegion;
  workspaceId: string;
  email: string;
  permissions: TMemberPermission[];
}) {
  const hydrated = useHydrated();
  const utils = api.useUtils();
  const update = api.workspace.setMemberPermissions.useMutation({
    onSettled: () => utils.workspace.members.invalidate({ region, workspaceId }),
  });
  const allowed = permissions.includes(MEMBER_PERMISSIONS.apiKeys);
  const id = `api-keys-${email}`;
  return (
    <div className="flex flex-col gap-1">
      <ToggleSwitch
        id={id}
        label="Can see API keys"
        checked={
          update.isPending && update.variables
            ? update.variables.permissions.includes(MEMBER_PERMISSIONS.apiKeys)
            : allowed
        }
        disabled={!hydrated || update.isPending}
        onChange={(checked) =>
          update.mutate({
            region,
            workspaceId,
            email,
            permissions: checked
              ? [...permissions, MEMBER_PERMISSIONS.apiKeys]
              : permissions.filter((permission) => permission !== MEMBER_PERMISSIONS.apiKeys),
          })
        }
      />
      {update.error ? (
        <span role="alert" className="text-xs text-destructive">
          {errorMessage(update.error, "Failed to change what this member can see.")}
        </span>
      ) : null}
    </div>
  );
}
