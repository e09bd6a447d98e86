/**
 * The absolute address of the page being shown (share links): the page's canonical path on the
 * site's public origin (src/lib/publicOrigin.ts), the same one the page's canonical link names.
 * A public primary domain is known while rendering on the server; a local one (or none, from an
 * external API) takes the port or origin the visitor used, so until hydration the path alone is
 * used.
 */
import { useEffect, useState } from 'react';
import { isLocalDomain, sitePublicOrigin } from '../../../lib/publicOrigin';
import { useLocale, usePagePayload } from '../../runtime/AppContext';

export function usePageUrl(): string {
  const payload = usePagePayload();
  const locale = useLocale();
  const path = payload.seo?.canonical_url?.[locale] ?? payload.alternate_paths.find((alternate) => alternate.locale === locale)?.path ?? `/${locale}`;
  const domain = payload.primary_domain;
  const known = domain && !isLocalDomain(domain) ? sitePublicOrigin(domain, '') : null;
  const [origin, setOrigin] = useState(known ?? '');
  useEffect(() => {
    if (!known) setOrigin(sitePublicOrigin(domain, window.location.origin));
  }, [known, domain]);
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}
