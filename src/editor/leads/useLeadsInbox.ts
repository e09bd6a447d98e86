/**
 * State of the leads inbox: the filters, the current page of leads with its total and
 * per-status counts, the loading/error state, and the optimistic status change.
 *
 * - Changing a filter goes back to page 1 and reloads; a late answer to an older request is
 *   ignored (only the latest request's result is shown).
 * - `changeStatus(id, status)` updates the row and the counts at once, then calls the API; on
 *   failure both are rolled back and the promise rejects with the API error.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CmsLeadsApi, LeadFilters, LeadList, LeadStatusValue } from '../../api/cmsLeadsApi';

/** Rows per page. */
export const LEADS_PAGE_SIZE = 50;

export type InboxLoadState = 'loading' | 'ready' | 'error';

export interface LeadsInboxState {
  filters: LeadFilters;
  page: number;
  data: LeadList | null;
  state: InboxLoadState;
  setFilters(patch: Partial<LeadFilters>): void;
  clearFilters(): void;
  setPage(page: number): void;
  reload(): void;
  /** Optimistic status change; resolves with the saved status, rejects after rolling back. */
  changeStatus(id: string, status: LeadStatusValue): Promise<void>;
}

/** The inbox state over `api`. */
export function useLeadsInbox(api: CmsLeadsApi): LeadsInboxState {
  const [filters, setFiltersState] = useState<LeadFilters>({});
  const [page, setPage] = useState(1);
  const [data, setData] = useState<LeadList | null>(null);
  const [state, setState] = useState<InboxLoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const dataRef = useRef<LeadList | null>(null);
  dataRef.current = data;

  useEffect(() => {
    const request = ++latest.current;
    setState('loading');
    api.list(filters, page, LEADS_PAGE_SIZE).then(
      (result) => {
        if (request !== latest.current) return;
        setData(result);
        setState('ready');
      },
      () => {
        if (request === latest.current) setState('error');
      },
    );
  }, [api, filters, page, attempt]);

  const setFilters = useCallback((patch: Partial<LeadFilters>) => {
    setFiltersState((current) => ({ ...current, ...patch }));
    setPage(1);
  }, []);
  const clearFilters = useCallback(() => {
    setFiltersState({});
    setPage(1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const changeStatus = useCallback(
    async (id: string, status: LeadStatusValue) => {
      const previous = dataRef.current?.leads.find((lead) => lead.id === id)?.status;
      const apply = (from: LeadStatusValue | undefined, to: LeadStatusValue) =>
        setData((current) => {
          if (!current || from === undefined || from === to) return current;
          return {
            ...current,
            leads: current.leads.map((lead) => (lead.id === id ? { ...lead, status: to } : lead)),
            counts: { ...current.counts, [from]: Math.max(0, current.counts[from] - 1), [to]: current.counts[to] + 1 },
          };
        });
      apply(previous, status);
      try {
        await api.setStatus(id, status);
      } catch (error) {
        if (previous !== undefined) apply(status, previous);
        throw error;
      }
    },
    [api],
  );

  return { filters, page, data, state, setFilters, clearFilters, setPage, reload, changeStatus };
}
