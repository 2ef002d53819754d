export { findCustomTab } from "./find-custom-tab";
export { customTabDocument } from "./custom-tab-document";
export { framableTabUrl } from "./framable-tab-url";
export { visibleCustomTabs } from "./visible-custom-tabs";
