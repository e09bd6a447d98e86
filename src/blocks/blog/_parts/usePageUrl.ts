/**
 * The absolute address of the page being shown (share links): the page's canonical path on the
 * current origin. During server rendering the origin is unknown, so the path alone is used until
 * hydration replaces it.
 */
import { useEffect, useState } from 'react';
import { useLocale, usePagePayload } from '../../runtime/AppContext';

export function usePageUrl(): string {
  const payload = usePagePayload();
  const locale = useLocale();
  const path = payload.seo?.canonical_url?.[locale] ?? payload.alternate_paths.find((alternate) => alternate.locale === locale)?.path ?? `/${locale}`;
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}
