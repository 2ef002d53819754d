export { analyticsSummary } from "./summary";
export { fillDays, type DayCounts } from "./fill-days";
