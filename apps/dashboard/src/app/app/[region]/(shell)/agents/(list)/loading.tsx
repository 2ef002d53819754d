import { LoadingScreen } from "@/components/agents/loading-screen";

/** While the agents page loads: the spec's loading screen, held at 85 % until the data is ready. */
export default function Loading() {
  return <LoadingScreen ready={false} />;
}
