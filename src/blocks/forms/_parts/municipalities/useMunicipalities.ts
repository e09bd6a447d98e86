/**
 * `useMunicipalities()` — the municipalities of the pickers (`GET /api/swc/municipalities`, spec
 * 001 §7, through `api.municipalities()` of the app context), loaded once per page and shared by
 * every form on it: the promise is cached per API object (one per router instance, so nothing is
 * shared between visitors on the server). Loaded only in the browser, after mount.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ContentApi, MunicipalityEntry } from '../../../../api/contentApi';
import { useAppContext, useLocale } from '../../../runtime/AppContext';

export type MunicipalitiesState =
  | { status: 'loading'; municipalities: [] }
  | { status: 'ready'; municipalities: MunicipalityEntry[] }
  | { status: 'error'; municipalities: [] };

const cache = new WeakMap<ContentApi, Promise<MunicipalityEntry[]>>();

/** The cached load for `api`; a failed load is forgotten so a retry asks again. */
export function loadMunicipalities(api: ContentApi, locale: 'fr' | 'en'): Promise<MunicipalityEntry[]> {
  let pending = cache.get(api);
  if (!pending) {
    pending = api.municipalities({ locale });
    cache.set(api, pending);
    pending.catch(() => cache.delete(api));
  }
  return pending;
}

/**
 * @returns the load state and `retry()` (after an error)
 */
export function useMunicipalities(): MunicipalitiesState & { retry(): void } {
  const { api } = useAppContext();
  const locale = useLocale();
  const [state, setState] = useState<MunicipalitiesState>({ status: 'loading', municipalities: [] });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading', municipalities: [] });
    loadMunicipalities(api, locale).then(
      (municipalities) => active && setState({ status: 'ready', municipalities }),
      (error: unknown) => {
        console.warn('Municipalities could not be loaded', error);
        if (active) setState({ status: 'error', municipalities: [] });
      },
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The list does not depend on the language: loaded once per page.
  }, [api, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
