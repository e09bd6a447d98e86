/**
 * Typed client of the directory editing API (server in src/server/cms/directoryRoutes.ts), built on
 * {@link createCmsRequest}: per collection, list (search and filters), create, update with a
 * revision (`force` overwrites a newer one), reorder, (de)activate, delete (`confirm` when other
 * records point at it). Failures reject with CmsApiError (401, 404, 409 `stale_revision` or
 * `in_use` with `dependents`, 422 with `fields`, status 0 `network`).
 */
import { z } from 'zod';
import type { DirectoryCollection, DirectoryItem } from '../schema/directoryEditing';
import { cmsDirectoryItem as item } from '../schema/cmsAnswers';
import { createCmsRequest, type CmsApiOptions } from './cmsApi';

/** Filters of a list: search words, member kind, office id, active flag. */
export interface DirectoryFilters {
  q?: string;
  kind?: string;
  officeId?: number;
  active?: boolean;
}

/** The directory client (see the module docstring). */
export function createCmsDirectoryApi(options: CmsApiOptions = {}) {
  const call = createCmsRequest(options);
  const base = (collection: DirectoryCollection) => `/directory/${collection}`;
  const items = z.object({ items: z.array(item) });
  const one = z.object({ item });
  return {
    list: (collection: DirectoryCollection, filters: DirectoryFilters = {}): Promise<DirectoryItem[]> => {
      const query = new URLSearchParams();
      if (filters.q) query.set('q', filters.q);
      if (filters.kind) query.set('kind', filters.kind);
      if (filters.officeId !== undefined) query.set('office_id', String(filters.officeId));
      if (filters.active !== undefined) query.set('active', String(filters.active));
      const search = query.toString();
      return call('GET', `${base(collection)}${search ? `?${search}` : ''}`, items).then((r) => r.items);
    },
    create: (collection: DirectoryCollection, record: unknown): Promise<DirectoryItem> => call('POST', base(collection), one, { record }).then((r) => r.item),
    update: (collection: DirectoryCollection, id: number, revision: number, record: unknown, force = false): Promise<DirectoryItem> =>
      call('PUT', `${base(collection)}/${id}`, one, { revision, record, ...(force ? { force: true } : {}) }).then((r) => r.item),
    reorder: (collection: DirectoryCollection, ids: number[]): Promise<DirectoryItem[]> => call('POST', `${base(collection)}/order`, items, { ids }).then((r) => r.items),
    setActive: (collection: DirectoryCollection, id: number, revision: number, active: boolean): Promise<DirectoryItem> =>
      call('POST', `${base(collection)}/${id}/active`, one, { revision, active }).then((r) => r.item),
    remove: (collection: DirectoryCollection, id: number, revision: number, confirm = false): Promise<void> =>
      call('DELETE', `${base(collection)}/${id}`, null, { revision, ...(confirm ? { confirm: true } : {}) }).then(() => undefined),
  };
}
export type CmsDirectoryApi = ReturnType<typeof createCmsDirectoryApi>;
