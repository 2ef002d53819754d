import { Button, Skeleton } from "@parlo/ui";
import { AGENCY_TABS } from "@parlo/validators";
import { AgencyHeader } from "./agency-header";
import { hrefWithTabIndex, tabShowsPreview } from "./agency-tabs";
import { TAB_STRIP_CLASSES, tabClasses } from "./agency-tab-style";

/**
 * The agency page while its form loads (server-rendered, no JavaScript of its own): the header
 * with a disabled Save, the tabs as plain links to `?activeTabIndex=` and the form's shape.
 */
export function AgencySettingsSkeleton({ path, tabIndex }: { path: string; tabIndex: number }) {
  const withPreview = tabShowsPreview(tabIndex);
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <AgencyHeader
        status={<span className="sr-only">Loading the agency settings</span>}
        action={<Button disabled>Save</Button>}
      />
      <nav aria-label="Agency settings sections" className="min-w-0">
        <div className={TAB_STRIP_CLASSES}>
          {AGENCY_TABS.map((tab, index) => (
            <a
              key={tab}
              href={hrefWithTabIndex(path, index)}
              aria-current={index === tabIndex ? "page" : undefined}
              className={tabClasses(index === tabIndex)}
            >
              {tab}
            </a>
          ))}
        </div>
      </nav>
      <div className={withPreview ? "grid gap-5 lg:grid-cols-[minmax(0,1fr)_380px]" : "grid gap-5"}>
        <div className="flex flex-col gap-5">
          <Skeleton className="h-56 w-full rounded-xl" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
        {withPreview ? <Skeleton className="h-[520px] w-full rounded-xl" /> : null}
      </div>
    </div>
  );
}
