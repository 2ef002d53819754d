import { newAgencySecret, newEntityId, Prisma, type Region, type RegionalDb } from "@parlo/db";
import { AGENCY_MESSAGES, type TAgency, type TAgencyForm } from "@parlo/validators";
import { z } from "zod";
import { DomainError } from "../errors";
import { resolveGoogleFont } from "./google-fonts";
import { sanitizeCustomCss } from "./sanitize-custom-css";
import { toAgency } from "./to-agency";

/** The columns one save writes (the form's fields; domains, e-mail and billing have their own calls). */
function columnsOf(form: TAgencyForm, googleFont: string, settings: TStoredSettings, now: Date) {
  return {
    name: form.name,
    brandingText: form.brandingText,
    squarePhotoURL: form.squarePhotoURL,
    darkModeSquarePhotourl: form.darkModeSquarePhotourl,
    faviconURL: form.faviconURL,
    googleFont,
    themeVariant: form.themeVariant,
    themeColorUsage: form.themeColorUsage,
    customThemeJSONString: JSON.stringify(form.customTheme),
    secondaryColorHex: form.secondaryColorHex,
    customCSS: sanitizeCustomCss(form.customCSS),
    mainWebsite: form.mainWebsite,
    supportEmail: form.supportEmail,
    tosPage: form.tosPage,
    privacyPolicypPage: form.privacyPolicypPage,
    address: form.address,
    customTabs: form.customTabs,
    settings: { ...settings, footer: form.footer },
    lastModified: Math.floor(now.getTime() / 1000),
  };
}

/** The stored settings object, kept as it is apart from the footer this save replaces. */
const ZStoredSettings = z.record(z.string(), z.json()).catch({});
type TStoredSettings = z.infer<typeof ZStoredSettings>;

/**
 * Saves the agency settings of a workspace owner (the form already checked by ZAgencyForm): the
 * font must be a Google font or inherit, the custom CSS is stored sanitised, `lastModified` is set.
 * The first save creates the record with its owner, createdAt and a 25-character secret
 * (`initialized`); one agency per owner is a unique index, so two first saves at once end as one
 * record (the second updates it). Nothing is stored when a check fails.
 */
export async function saveAgency(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  form: TAgencyForm;
  now?: Date;
}): Promise<{ agency: TAgency; initialized: boolean }> {
  const googleFont = resolveGoogleFont(options.form.googleFont);
  if (!googleFont) throw new DomainError("BAD_REQUEST", AGENCY_MESSAGES.fontInvalid);
  const now = options.now ?? new Date();
  const db = options.db.for(options.region);
  const workspace = await db.workspace.findUnique({ where: { id: options.workspaceId }, select: { id: true } });
  if (!workspace) throw new DomainError("NOT_FOUND", AGENCY_MESSAGES.workspaceNotFound);

  // the settings JSON is read and written under the row's lock: a client-settings save (SAAS
  // Mode, merged into the same JSON) in between is kept, not overwritten
  const update = () =>
    db.$transaction(async (tx) => {
      const [existing] = await tx.$queryRaw<{ settings: unknown }[]>`
        SELECT "settings" FROM "Agency" WHERE "userId" = ${options.workspaceId} FOR UPDATE`;
      if (!existing) return null;
      const settings = ZStoredSettings.parse(existing.settings);
      return tx.agency.update({
        where: { userId: options.workspaceId },
        data: columnsOf(options.form, googleFont, settings, now),
      });
    });

  const updated = await update();
  if (updated) return { agency: toAgency(updated), initialized: false };
  try {
    const created = await db.agency.create({
      data: {
        id: newEntityId(),
        userId: options.workspaceId,
        secret: newAgencySecret(),
        createdAt: now,
        ...columnsOf(options.form, googleFont, {}, now),
      },
    });
    return { agency: toAgency(created), initialized: true };
  } catch (error) {
    // another first save won the race: this one updates the record it created
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const again = await update();
      if (again) return { agency: toAgency(again), initialized: false };
    }
    throw error;
  }
}
