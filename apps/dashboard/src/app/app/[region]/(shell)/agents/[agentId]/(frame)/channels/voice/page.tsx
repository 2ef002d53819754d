import { isRegion } from "@parlo/db";
import { Button } from "@parlo/ui";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { NamedIcon } from "@/components/agent-dashboard/icons";
import { TabEmptyState } from "@/components/agent-dashboard/tab-empty-state";
import { agentTabHref, type PageSearchParams } from "@/lib/agent-tabs";
import { requireAgentHere } from "../../../agent-data";

export const metadata: Metadata = { title: "Voice channel" };

/** /app/{region}/agents/{agentId}/channels/voice: the voice channel's settings. */
export default async function VoiceChannelPage({
  params,
  searchParams,
}: {
  params: Promise<{ region: string; agentId: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { region, agentId } = await params;
  if (!isRegion(region)) notFound();
  await requireAgentHere({ region, agentId, path: "channels/voice", searchParams: await searchParams });
  return (
    <div className="flex flex-col gap-4">
      <Link
        href={agentTabHref({ region, agentId, tab: "channels" })}
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <NamedIcon name="arrow-left" className="size-4" />
        Channels
      </Link>
      <TabEmptyState
        icon="phone"
        title="Voice channel"
        description="How callers reach this agent by phone: the numbers it answers, greetings, call recording and when a call passes to a person."
        action={
          <Button variant="outline" size="sm" asChild>
            <Link href={agentTabHref({ region, agentId, tab: "voice", subTab: "phoneNumbers" })}>Phone numbers</Link>
          </Button>
        }
      />
    </div>
  );
}
