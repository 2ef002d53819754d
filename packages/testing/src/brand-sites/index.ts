export { oversizedStylesheet } from "./oversized-stylesheet";
export { BRAND_SITE_ORIGIN, brandSiteNames, readBrandSite, type BrandSite } from "./read-brand-site";
