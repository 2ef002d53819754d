import { uploadBase64File } from "@parlo/core";
import { UPLOAD_FILE_MESSAGES, ZUploadFileInput, ZUploadFileOutput } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { agentProcedure } from "../trpc";

/**
 * uploadFile (agentId, userId, base64Payload, targetPath, temporary) returns data.url. Callers of
 * the agent procedures (members, the workspace secret, the agent's own secret). `userId` must be
 * the caller's: the signed-in user's id, or for a secret the agent's workspace id. The file goes
 * into the caller's own folders only: agents/{agentId}/ of the agent named, and for a signed-in
 * person also users/{their id}/.
 */
export const uploadFileProcedure = agentProcedure
  .input(ZUploadFileInput)
  .output(ZUploadFileOutput)
  .mutation(async ({ ctx, input }) => {
    const { actor, agent } = ctx;
    const ownUserId = actor.type === "user" ? actor.userId : agent.workspaceId;
    if (input.userId !== ownUserId) {
      throw new TRPCError({ code: "FORBIDDEN", message: UPLOAD_FILE_MESSAGES.notYourUserId });
    }
    const allowedFolders = [`agents/${agent.id}`, ...(actor.type === "user" ? [`users/${actor.userId}`] : [])];
    const file = await uploadBase64File({
      storage: ctx.uploads,
      dashboardUrl: ctx.dashboardUrl,
      base64Payload: input.base64Payload,
      targetPath: input.targetPath,
      temporary: input.temporary,
      allowedFolders,
    });
    return { data: file };
  });
