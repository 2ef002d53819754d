import {
  AGENT_TEMPLATES,
  convertAgentTemplateToAgent,
  createAgent,
  deleteAgent,
  exportAgentTemplate,
  findTemplate,
  getAgentSettings,
  loadDraftRuntimeAgent,
  listAgentVersions,
  restoreAgentVersion,
  updateAgent,
  getAgent,
  listAgents,
  locateAgent,
  publishAgent,
  regenerateAgentSecret,
  revealAgentSecret,
  rotateAgentSecrets,
  starAgent,
} from "@parlo/core";
import { TRPCError } from "@trpc/server";
import {
  AGENT_EDIT_MESSAGES,
  touchesAdvancedSettings,
  ZAgentSettingsOutput,
  ZAgentSummary,
  ZConvertAgentTemplateInput,
  ZConvertAgentTemplateOutput,
  ZCreateAgentFromTemplateInput,
  ZExportAgentOutput,
  ZListAgentVersionsOutput,
  ZListTemplatesOutput,
  ZRestoreAgentVersionInput,
  ZUpdateAgentInput,
  ZUpdateAgentOutput,
  ZAgentDetail,
  ZAgentSecretOutput,
  ZDeleteAgentInput,
  ZListAgentsOutput,
  ZLocateAgentInput,
  ZLocateAgentOutput,
  ZRotateAgentKeysInput,
  ZRotateAgentKeysOutput,
  ZStarAgentInput,
  ZRuntimeAgent,
} from "@parlo/validators";
import type { Actor } from "../context";
import { ok, ZOk } from "../ok-output";
import { agentKeyProcedure } from "../agent-key-procedure";
import { saveAgentBackupProcedure } from "../procedures/save-agent-backup";
import { uploadFileProcedure } from "../procedures/upload-file";
import {
  agentManagerProcedure,
  agentProcedure,
  agentProcedureWith,
  createTRPCRouter,
  ownerProcedure,
  userProcedure,
  workspaceProcedure,
} from "../trpc";

/** The Settings tab: the dashboard's callers, and portal viewers allowed Settings. */
const settingsReader = agentProcedureWith({ agentKey: true, portal: { page: "settings", writes: false } });
const settingsEditor = agentProcedureWith({ agentKey: true, portal: { page: "settings", writes: true } });

/** The user behind a call; a workspace secret acts for the workspace. */
function actorUserId(actor: Actor, workspaceId: string): string {
  return actor.type === "user" ? actor.userId : workspaceId;
}

export const agentRouter = createTRPCRouter({
  /** The workspace's agents, most recently changed first. */
  list: workspaceProcedure
    .output(ZListAgentsOutput)
    .query(({ ctx }) => listAgents({ db: ctx.db, region: ctx.workspace.region, workspaceId: ctx.workspace.id })),

  /** A new agent with the spec's defaults from one of the drawer's templates (blank by default). */
  create: workspaceProcedure
    .input(ZCreateAgentFromTemplateInput)
    .output(ZAgentSummary)
    .mutation(({ ctx, input }) =>
      createAgent({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        userId: actorUserId(ctx.actor, ctx.workspace.id),
        title: input.title,
        agentPlatform: input.agentPlatform,
        template: findTemplate(input.templateKey).template,
      }),
    ),

  /** The New Agent drawer's templates. */
  templates: workspaceProcedure.output(ZListTemplatesOutput).query(() => [...AGENT_TEMPLATES]),

  /** convertAgentTemplateToAgent: a new agent from a template file (e.g. an exported one). */
  convertAgentTemplateToAgent: workspaceProcedure
    .input(ZConvertAgentTemplateInput)
    .output(ZConvertAgentTemplateOutput)
    .mutation(async ({ ctx, input }) => ({
      agentCreated: await convertAgentTemplateToAgent({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        userId: actorUserId(ctx.actor, ctx.workspace.id),
        agentName: input.agentName,
        agentTemplate: input.agentTemplate,
      }),
    })),

  /** The region of an agent the caller may see, or null (cross-region redirect). */
  locate: userProcedure
    .input(ZLocateAgentInput)
    .output(ZLocateAgentOutput)
    .query(({ ctx, input }) => locateAgent({ db: ctx.db, agentId: input.agentId, email: ctx.actor.email })),

  /** One agent with its publish state. */
  get: agentProcedure
    .output(ZAgentDetail)
    .query(({ ctx }) => getAgent({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id })),

  /** Stars or unstars an agent. */
  star: agentManagerProcedure
    .input(ZStarAgentInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await starAgent({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id, starred: input.starred });
      return ok;
    }),

  /** Deletes an agent after its name was typed. */
  delete: agentManagerProcedure
    .input(ZDeleteAgentInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await deleteAgent({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        confirmTitle: input.confirmTitle,
      });
      return ok;
    }),

  /** The draft settings for the settings forms (secret values left out). */
  settings: settingsReader
    .output(ZAgentSettingsOutput)
    .query(({ ctx }) => getAgentSettings({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id })),

  /** The draft as the chat draws it: the test panel shows it before a conversation starts. */
  testChatAgent: agentProcedure
    .output(ZRuntimeAgent)
    .query(({ ctx }) => loadDraftRuntimeAgent({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id })),

  /**
   * A partial update of the draft; members, the workspace secret and the agent's own secret may
   * call it, and portal viewers allowed Settings (a client with hideAdvancedSettings not for the
   * advanced sections' fields).
   */
  update: settingsEditor
    .input(ZUpdateAgentInput)
    .output(ZUpdateAgentOutput)
    .mutation(({ ctx, input }) => {
      if (ctx.portalGrant?.hideAdvancedSettings && touchesAdvancedSettings(input.settings)) {
        throw new TRPCError({ code: "FORBIDDEN", message: AGENT_EDIT_MESSAGES.advancedSettingsHidden });
      }
      return updateAgent({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id, settings: input.settings });
    }),

  /** Makes the draft live and saves it as a version. */
  publish: agentManagerProcedure.output(ZOk).mutation(async ({ ctx }) => {
    await publishAgent({
      db: ctx.db,
      region: ctx.agent.region,
      agentId: ctx.agent.id,
      publishedBy: ctx.actor.type === "user" ? ctx.actor.email : "API",
    });
    return ok;
  }),

  /** saveAgentBackup: the draft saved as a version, without publishing it. */
  saveAgentBackup: saveAgentBackupProcedure,

  /** uploadFile: a base64 image stored in the caller's own folder; returns data.url. */
  uploadFile: uploadFileProcedure,

  /** Version history: the last 20 published versions, newest first. */
  versions: agentManagerProcedure
    .output(ZListAgentVersionsOutput)
    .query(({ ctx }) => listAgentVersions({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id })),

  /** Puts a published version back into the draft. */
  restoreVersion: agentManagerProcedure
    .input(ZRestoreAgentVersionInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await restoreAgentVersion({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        versionId: input.versionId,
      });
      return ok;
    }),

  /** exportAgentToJson: the agent as a template file (agents with nodes). */
  exportAgentToJson: agentManagerProcedure
    .output(ZExportAgentOutput)
    .query(({ ctx }) => exportAgentTemplate({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id })),

  /** The agent's SECRET_API_KEY (owner, workspace secret, or a member allowed to see API keys; recorded). */
  secret: agentKeyProcedure.output(ZAgentSecretOutput).query(async ({ ctx }) => ({
    SECRET_API_KEY: await revealAgentSecret(ctx.agentKey),
  })),

  /** Replaces the agent's SECRET_API_KEY (same callers as `secret`). */
  regenerateSecret: agentKeyProcedure.output(ZAgentSecretOutput).mutation(async ({ ctx }) => ({
    SECRET_API_KEY: await regenerateAgentSecret(ctx.agentKey),
  })),

  /** Rotates several agents' keys at once, e.g. the ones a removed member saw (owner). */
  rotateKeys: ownerProcedure
    .input(ZRotateAgentKeysInput)
    .output(ZRotateAgentKeysOutput)
    .mutation(async ({ ctx, input }) => ({
      rotated: await rotateAgentSecrets({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        agentIds: input.agentIds,
      }),
    })),
});
