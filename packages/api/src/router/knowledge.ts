import {
  createKnowledgeSource,
  deleteKnowledgeSource,
  getKnowledgeSource,
  listKnowledgeJobs,
  listKnowledgeSources,
  refreshKnowledgeSource,
  updateKnowledgeSource,
} from "@parlo/core";
import {
  ZAddDocSourceInput,
  ZAddQaSourceInput,
  ZAddTextSourceInput,
  ZAddUrlSourceInput,
  ZDeleteKnowledgeSourceOutput,
  ZGetKnowledgeSourceOutput,
  ZKnowledgeSourceInput,
  ZKnowledgeSourceOutput,
  ZListKnowledgeJobsInput,
  ZListKnowledgeJobsOutput,
  ZListKnowledgeSourcesInput,
  ZListKnowledgeSourcesOutput,
  ZRefreshKnowledgeSourceOutput,
  ZUpdateKnowledgeSourceInput,
  qaPairsToText,
} from "@parlo/validators";
import { agentProcedure, agentProcedureWith, createTRPCRouter, workspaceProcedure } from "../trpc";
import { enqueue } from "./knowledge-enqueue";

/**
 * The agent's Knowledge Base tab and the workspace's Crawler page. Members of the agent's
 * workspace and its secrets may read and add (like agent.update); deleting a source is for members
 * and the workspace secret. Portal viewers allowed the Knowledge Base page may read, add (but not
 * documents: the portal takes no uploads), change and delete.
 */
const kbReader = agentProcedureWith({ agentKey: true, portal: { page: "kb", writes: false } });
const kbEditor = agentProcedureWith({ agentKey: true, portal: { page: "kb", writes: true } });
const kbRemover = agentProcedureWith({ agentKey: false, portal: { page: "kb", writes: true } });

export const knowledgeRouter = createTRPCRouter({
  /** The agent's sources, newest first, with the workspace's knowledge characters against the plan limit. */
  list: kbReader
    .input(ZListKnowledgeSourcesInput)
    .output(ZListKnowledgeSourcesOutput)
    .query(async ({ ctx }) => {
      const listed = await listKnowledgeSources({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        workspaceId: ctx.agent.workspaceId,
      });
      // the workspace's usage and plan are the agency's business, not its clients'
      return ctx.portalGrant ? { ...listed, usage: null } : listed;
    }),

  /** One source with its pages and its last runs (null when the agent has no such source). */
  get: kbReader
    .input(ZKnowledgeSourceInput)
    .output(ZGetKnowledgeSourceOutput)
    .query(({ ctx, input }) =>
      getKnowledgeSource({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id, sourceId: input.sourceId }),
    ),

  /** A web page, a whole site or the pages under a path; read (and refreshed) by the job worker. */
  addUrl: kbEditor
    .input(ZAddUrlSourceInput)
    .output(ZKnowledgeSourceOutput)
    .mutation(({ ctx, input }) =>
      createKnowledgeSource({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        workspaceId: ctx.agent.workspaceId,
        source: {
          sourceType: "url",
          url: input.url,
          mode: input.mode,
          maxDepth: input.maxDepth,
          maxPages: input.maxPages,
          refreshRate: input.refreshRate,
          tags: input.tags,
          name: input.name,
        },
        enqueue,
      }),
    ),

  /** Plain text. */
  addText: kbEditor
    .input(ZAddTextSourceInput)
    .output(ZKnowledgeSourceOutput)
    .mutation(({ ctx, input }) =>
      createKnowledgeSource({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        workspaceId: ctx.agent.workspaceId,
        source: { sourceType: "text", name: input.name, content: input.content, tags: input.tags },
        enqueue,
      }),
    ),

  /** Questions and answers, stored as a text source ("Q: ...\nA: ..."). */
  addQa: kbEditor
    .input(ZAddQaSourceInput)
    .output(ZKnowledgeSourceOutput)
    .mutation(({ ctx, input }) =>
      createKnowledgeSource({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        workspaceId: ctx.agent.workspaceId,
        source: { sourceType: "text", name: input.name, content: qaPairsToText(input.pairs), tags: input.tags },
        enqueue,
      }),
    ),

  /** A document uploaded to this workspace through POST /api/upload (purpose "knowledge"). */
  addDoc: agentProcedure
    .input(ZAddDocSourceInput)
    .output(ZKnowledgeSourceOutput)
    .mutation(({ ctx, input }) =>
      createKnowledgeSource({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        workspaceId: ctx.agent.workspaceId,
        source: { sourceType: "doc", name: input.name, contentURL: input.contentURL, tags: input.tags },
        enqueue,
      }),
    ),

  /** Renames a source, replaces its tags or changes its refresh rate. */
  update: kbEditor
    .input(ZUpdateKnowledgeSourceInput)
    .output(ZKnowledgeSourceOutput)
    .mutation(({ ctx, input }) =>
      updateKnowledgeSource({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        sourceId: input.sourceId,
        name: input.name,
        tags: input.tags,
        refreshRate: input.refreshRate,
      }),
    ),

  /** Reads the source again now (only changed pages are re-indexed). */
  refresh: kbEditor
    .input(ZKnowledgeSourceInput)
    .output(ZRefreshKnowledgeSourceOutput)
    .mutation(({ ctx, input }) =>
      refreshKnowledgeSource({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        sourceId: input.sourceId,
        enqueue,
      }),
    ),

  /** Removes a source with its pages and passages. */
  delete: kbRemover
    .input(ZKnowledgeSourceInput)
    .output(ZDeleteKnowledgeSourceOutput)
    .mutation(({ ctx, input }) =>
      deleteKnowledgeSource({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id, sourceId: input.sourceId }),
    ),

  /** The workspace's recent ingestion and refresh runs (the Crawler page). */
  jobs: workspaceProcedure
    .input(ZListKnowledgeJobsInput)
    .output(ZListKnowledgeJobsOutput)
    .query(({ ctx, input }) =>
      listKnowledgeJobs({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        limit: input.limit,
      }),
    ),
});
