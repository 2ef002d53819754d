"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, FieldError, Input, Label } from "@parlo/ui";
import { WORKSPACE_MESSAGES, ZUpdateWorkspaceInput, type TRegion } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { useHydrated } from "@parlo/ui/use-hydrated";
import { api } from "@/trpc/react";
import { errorMessage } from "./error-message";
import { PhotoUploadField } from "./photo-upload-field";
import { useNotice } from "./use-notice";

const ZGeneral = ZUpdateWorkspaceInput.pick({ workspaceName: true, workspacePhotoURL: true });

/** Name and photo of the workspace, for its owner; saved with workspace.update. */
export function WorkspaceGeneralForm({
  region,
  workspaceId,
  workspaceName,
  workspacePhotoURL,
}: {
  region: TRegion;
  workspaceId: string;
  workspaceName: string;
  workspacePhotoURL: string;
}) {
  const router = useRouter();
  const update = api.workspace.update.useMutation();
  const utils = api.useUtils();
  const [notice, setNotice] = useNotice();
  const form = useForm<z.input<typeof ZGeneral>, unknown, z.output<typeof ZGeneral>>({
    resolver: zodResolver(ZGeneral),
    defaultValues: { workspaceName, workspacePhotoURL },
  });
  // a click before hydration would submit the form natively (values in the URL): wait for React
  const hydrated = useHydrated();
  const { errors, isSubmitting, isDirty } = form.formState;
  const name = form.watch("workspaceName");

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await update.mutateAsync({
        region,
        workspaceId,
        workspaceName: values.workspaceName,
        workspacePhotoURL: values.workspacePhotoURL ?? "",
      });
      form.reset({ workspaceName: saved.workspaceName, workspacePhotoURL: saved.workspacePhotoURL });
      setNotice({ variant: "success", title: WORKSPACE_MESSAGES.saved });
      await utils.workspace.list.invalidate();
      router.refresh();
    } catch (error) {
      const detail = errorMessage(error, "");
      setNotice({
        variant: "error",
        title: WORKSPACE_MESSAGES.saveFailed,
        detail: detail && detail !== WORKSPACE_MESSAGES.saveFailed ? detail : undefined,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="General workspace settings">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="workspaceName">Workspace name</Label>
        <Input
          id="workspaceName"
          autoComplete="organization"
          placeholder="e.g. Acme Support"
          maxLength={60}
          aria-invalid={errors.workspaceName ? true : undefined}
          aria-describedby={errors.workspaceName ? "workspaceName-error" : undefined}
          {...form.register("workspaceName", { onChange: () => setNotice(null) })}
        />
        <FieldError id="workspaceName-error">{errors.workspaceName?.message}</FieldError>
      </div>
      <Controller
        control={form.control}
        name="workspacePhotoURL"
        render={({ field, fieldState }) => (
          <PhotoUploadField
            name={name}
            value={field.value ?? ""}
            onChange={(url) => {
              setNotice(null);
              field.onChange(url);
            }}
            error={fieldState.error?.message}
            disabled={isSubmitting}
          />
        )}
      />
      {notice ? (
        <Alert variant={notice.variant} title={notice.title}>
          {notice.detail}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={isSubmitting} disabled={!hydrated}>
          Save
        </Button>
        {isDirty && !isSubmitting ? (
          <Button type="button" variant="ghost" onClick={() => form.reset()}>
            Discard changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
