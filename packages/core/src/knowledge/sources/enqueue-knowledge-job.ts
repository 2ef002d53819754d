import type { Region } from "@parlo/db";

export type KnowledgeJobKind = "ingest" | "refresh";

/** Queues one ingestion or refresh run of a source (the job worker reads, chunks and stores it). */
export type EnqueueKnowledgeJob = (job: { region: Region; sourceId: string; kind: KnowledgeJobKind }) => Promise<void>;
