/** The wizard's company step: what is asked and how it is checked (the onboarding company rules). */
export const COMPANY_MESSAGES = {
  nameRequired: "Company name is required",
  websiteRequired: "Company website is required",
  websiteInvalid: "Please enter a valid website URL or domain",
  descriptionRequired: "Please tell us what your company does",
  descriptionTooShort: "Please provide at least 10 characters",
} as const;

export interface CompanyInfo {
  name: string;
  website: string;
  description: string;
}

export type CompanyErrors = Partial<Record<keyof CompanyInfo, string>>;

export const EMPTY_COMPANY: CompanyInfo = { name: "", website: "", description: "" };

/** The errors of the company step; an empty object means Next may proceed. */
export function validateCompany(company: CompanyInfo): CompanyErrors {
  const errors: CompanyErrors = {};
  if (!company.name.trim()) errors.name = COMPANY_MESSAGES.nameRequired;
  const website = company.website.trim();
  if (!website) errors.website = COMPANY_MESSAGES.websiteRequired;
  else if (!/^https?:\/\//i.test(website) && !website.includes(".")) errors.website = COMPANY_MESSAGES.websiteInvalid;
  const description = company.description.trim();
  if (!description) errors.description = COMPANY_MESSAGES.descriptionRequired;
  else if (description.length < 10) errors.description = COMPANY_MESSAGES.descriptionTooShort;
  return errors;
}

export function hasErrors(errors: CompanyErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The company data trimmed, as it is stored and used. */
export function cleanCompany(company: CompanyInfo): CompanyInfo {
  return { name: company.name.trim(), website: company.website.trim(), description: company.description.trim() };
}
