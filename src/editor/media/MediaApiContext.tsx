/**
 * The media library client the image fields use to list and upload images: `/api/cms/media` by
 * default; a screen or a test provides another with {@link MediaApiProvider}.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createCmsMediaApi, type CmsMediaApi } from '../../api/cmsMediaApi';

const MediaApiContext = createContext<CmsMediaApi | null>(null);

/** Gives `api` to the image fields below. */
export function MediaApiProvider({ api, children }: { api: CmsMediaApi; children: ReactNode }) {
  return <MediaApiContext.Provider value={api}>{children}</MediaApiContext.Provider>;
}

/** The provided media client, else one for `/api/cms`. */
export function useMediaApi(): CmsMediaApi {
  const provided = useContext(MediaApiContext);
  return useMemo(() => provided ?? createCmsMediaApi(), [provided]);
}
