"use client";

import type { TKnowledgeSource, TRegion } from "@parlo/validators";
import { Dialog } from "@parlo/ui/dialog";
import { DocumentForm } from "./document-form";
import { QaForm } from "./qa-form";
import { TextForm } from "./text-form";
import { WebsiteForm } from "./website-form";

export type AddSourceKind = "url" | "doc" | "text" | "qa";

const TITLES: Record<AddSourceKind, { title: string; description: string }> = {
  url: { title: "Add a website", description: "One page, a whole site or the pages under a path." },
  doc: { title: "Upload a document", description: "The agent answers from its text." },
  text: { title: "Add text", description: "Paste anything the agent should know." },
  qa: { title: "Add questions and answers", description: "The agent answers these questions with your answers." },
};

/** The add form of one kind of source, in a dialog. */
export function AddSourceDialog({
  kind,
  region,
  agentId,
  onClose,
  onAdded,
}: {
  kind: AddSourceKind;
  region: TRegion;
  agentId: string;
  onClose: () => void;
  onAdded: (source: TKnowledgeSource) => void;
}) {
  const props = { region, agentId, onAdded, onCancel: onClose };
  return (
    <Dialog
      title={TITLES[kind].title}
      description={TITLES[kind].description}
      onClose={onClose}
      closeButton
      className="max-h-[90vh] max-w-xl overflow-y-auto"
    >
      {kind === "url" ? (
        <WebsiteForm {...props} />
      ) : kind === "doc" ? (
        <DocumentForm {...props} />
      ) : kind === "text" ? (
        <TextForm {...props} />
      ) : (
        <QaForm {...props} />
      )}
    </Dialog>
  );
}
