"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { RotateCw, TriangleAlert } from "lucide";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useEffect } from "react";

/** The agent dashboard could not load: say so, offer a retry and the way back. */
export default function AgentError({ error, retry }: { error: unknown; retry: () => void }) {
  const params = useParams<{ region: string }>();
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto flex w-full max-w-[1500px] px-4 py-10 sm:px-6">
      <section
        role="alert"
        className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-12 text-center shadow-sm"
      >
        <div className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
          <Icon node={TriangleAlert} className="size-7" />
        </div>
        <div className="flex flex-col gap-1.5">
          <h1 className="text-lg font-semibold tracking-tight">This agent could not be loaded</h1>
          <p className="text-sm leading-relaxed text-muted-foreground">
            Something went wrong on our side. Try again, or go back to your agents.
          </p>
          {digest ? <p className="text-xs text-muted-foreground">Reference: {digest}</p> : null}
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => retry()}>
            <Icon node={RotateCw} />
            Try again
          </Button>
          {params.region ? (
            <Button variant="outline" asChild>
              <Link href={`/app/${params.region}/agents`}>Back to agents</Link>
            </Button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
