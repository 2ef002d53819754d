import { isRegion } from "@parlo/db";
import { CLIENT_ONBOARDING_PATH } from "@parlo/validators";
import { notFound, redirect } from "next/navigation";
import { agencyRequest } from "@/server/current-viewer";

/** The regional path of the client onboarding: the agency's region opens /client/onboarding. */
export default async function Page({ params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  const request = await agencyRequest();
  if (!request || !isRegion(region) || region !== request.host.region) notFound();
  redirect(CLIENT_ONBOARDING_PATH);
}
