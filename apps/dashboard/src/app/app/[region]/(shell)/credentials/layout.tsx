import type { ReactNode } from "react";
import { WithReactQuery } from "@/trpc/react-query-provider";

export default function Layout({ children }: { children: ReactNode }) {
  return <WithReactQuery>{children}</WithReactQuery>;
}
