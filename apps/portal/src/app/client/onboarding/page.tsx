import type { Metadata } from "next";
import { ClientOnboardingPage } from "@/components/onboarding/client-onboarding-page";

export const metadata: Metadata = { title: "Welcome" };

export default function Page() {
  return <ClientOnboardingPage />;
}
