import { ONBOARDING_MESSAGES, validateCompany as validateCompanyFields, type TCompanyErrors } from "@parlo/validators";

/** The wizard's company step: what is asked and how it is checked (the onboarding company rules). */
export const COMPANY_MESSAGES = {
  nameRequired: ONBOARDING_MESSAGES.nameRequired,
  websiteRequired: ONBOARDING_MESSAGES.websiteRequired,
  websiteInvalid: ONBOARDING_MESSAGES.websiteInvalid,
  descriptionRequired: ONBOARDING_MESSAGES.descriptionRequired,
  descriptionTooShort: ONBOARDING_MESSAGES.descriptionTooShort,
} as const;

export interface CompanyInfo {
  name: string;
  website: string;
  description: string;
}

export type CompanyErrors = TCompanyErrors;

export const EMPTY_COMPANY: CompanyInfo = { name: "", website: "", description: "" };

/** The errors of the company step; an empty object means Next may proceed. */
export const validateCompany = (company: CompanyInfo): CompanyErrors => validateCompanyFields(company);

export function hasErrors(errors: CompanyErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The company data trimmed, as it is stored and used. */
export function cleanCompany(company: CompanyInfo): CompanyInfo {
  return { name: company.name.trim(), website: company.website.trim(), description: company.description.trim() };
}
