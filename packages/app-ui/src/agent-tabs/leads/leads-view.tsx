"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { LEAD_MESSAGES, type TLeadFilters, type TRegion } from "@parlo/validators";
import { RefreshCw } from "lucide";
import { useEffect, useMemo, useState } from "react";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { useToast } from "@parlo/ui/toaster";
import { dateRangeFilter, isBackwards } from "./date-range";
import { LeadExportButtons } from "./lead-export-buttons";
import { LeadFilters, NO_LEAD_FILTERS, type LeadFilterState } from "./lead-filters";
import { LeadsEmpty } from "./leads-empty";
import { LeadRowsSkeleton } from "./leads-skeleton";
import { LeadsTable } from "./leads-table";
import { useLeads } from "./use-leads";

const SEARCH_DELAY_MS = 300;

function toFilters(state: LeadFilterState): TLeadFilters {
  const search = state.search.trim();
  // a backwards range is shown as a mistake and not asked for
  const range = isBackwards(state.from, state.to) ? {} : dateRangeFilter(state.from, state.to);
  return { ...(search ? { search } : {}), ...range };
}

/**
 * The Leads tab: the contact details visitors left through the agent's lead form, newest first,
 * searched and filtered by date, refreshed every 10 s while visible, exported as CSV or JSON.
 */
export function LeadsView({ region, agentId }: { region: TRegion; agentId: string }) {
  const toast = useToast();
  const [state, setState] = useState<LeadFilterState>(NO_LEAD_FILTERS);
  const [search, setSearch] = useState("");
  const [deleting, setDeleting] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(state.search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.search]);

  const { from, to } = state;
  const filters = useMemo(() => toFilters({ search, from, to }), [search, from, to]);
  const scope = useMemo(() => ({ region, agentId }), [region, agentId]);
  const leads = useLeads(scope, filters);
  const filtered = Boolean(filters.search || filters.from || filters.to);

  const remove = async (leadId: string) => {
    setDeleting(leadId);
    try {
      await (await loadTrpc()).lead.delete.mutate({ region, agentId, leadId });
      leads.removeLocally(leadId);
      toast(LEAD_MESSAGES.deleted, "success");
    } catch (e) {
      toast(callErrorMessage(e, LEAD_MESSAGES.deleteFailed), "error");
    } finally {
      setDeleting(null);
    }
  };

  const empty = leads.items !== null && leads.items.length === 0;
  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-baseline gap-2">
        <h2 className="text-lg font-semibold">Leads</h2>
        {leads.items !== null ? (
          <span className="text-sm text-muted-foreground" data-testid="leads-total">
            {leads.total} {leads.total === 1 ? "lead" : "leads"}
            {filtered ? " match" : ""}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          loading={leads.refreshing}
          onClick={() => void leads.refresh()}
          title="Leads also refresh every 10 seconds"
        >
          {leads.refreshing ? null : <Icon node={RefreshCw} className="size-4" />}
          Refresh
        </Button>
        <LeadExportButtons region={region} agentId={agentId} filters={filters} disabled={empty} />
      </div>
    </div>
  );

  if (empty && !filtered) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <LeadsEmpty agentId={agentId} form={leads.form} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {header}
      <LeadFilters value={state} onChange={setState} />
      {leads.error ? (
        <p role="alert" className="text-sm text-destructive">
          {leads.error}
        </p>
      ) : null}
      {leads.items === null ? (
        <LeadRowsSkeleton />
      ) : leads.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          {LEAD_MESSAGES.noMatches}
        </p>
      ) : (
        <>
          <LeadsTable
            agentId={agentId}
            items={leads.items}
            columns={leads.columns}
            deleting={deleting}
            onDelete={(leadId) => void remove(leadId)}
          />
          {leads.nextCursor ? (
            <div className="flex justify-center">
              <Button variant="outline" size="sm" loading={leads.loadingMore} onClick={() => void leads.loadMore()}>
                Load more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
