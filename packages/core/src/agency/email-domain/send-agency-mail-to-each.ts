import pLimit from "p-limit";
import { agencyMailSender, type AgencyMailMessage } from "./send-agency-mail";

/** E-mails sent at the same time: hundreds of recipients go out in seconds without flooding the mail server. */
export const AGENCY_MAIL_CONCURRENCY = 8;

/**
 * One e-mail from the agency to each address (agencyMailSender, the agency read once), a few at a
 * time. Each failure is logged under `what` and the others go on; answers how many were sent.
 */
export async function sendAgencyMailToEach(
  deps: Parameters<typeof agencyMailSender>[0],
  target: Parameters<typeof agencyMailSender>[1],
  sends: ReadonlyArray<{ to: string; message: Omit<AgencyMailMessage, "to"> }>,
  what: string,
): Promise<number> {
  if (sends.length === 0) return 0;
  const send = await agencyMailSender(deps, target);
  const limit = pLimit(AGENCY_MAIL_CONCURRENCY);
  const results = await Promise.all(
    sends.map(({ to, message }) =>
      limit(() =>
        send({ to, ...message }).then(
          () => true,
          (error: unknown) => {
            console.error(`${what} failed:`, error instanceof Error ? error.message : error);
            return false;
          },
        ),
      ),
    ),
  );
  return results.filter(Boolean).length;
}
