import { TabBodySkeleton } from "@/components/agent-dashboard/frame-skeleton";

export default function AgentTabLoading() {
  return <TabBodySkeleton />;
}
