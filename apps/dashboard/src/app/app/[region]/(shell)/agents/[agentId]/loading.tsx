import { FrameSkeleton } from "@/components/agent-dashboard/frame-skeleton";

export default function AgentLoading() {
  return <FrameSkeleton />;
}
