/**
 * The absolute address of the page being shown (share links): the page's canonical path on the
 * site's public origin (src/lib/publicOrigin.ts), the same one the page's canonical link names.
 * A public primary domain gives it outright; a local one (or none, from an external API) takes the
 * port or origin the page was requested at: on a public page the server's view of it, which the
 * browser hydrates with (so links are whole before the block's code runs), corrected once live if
 * the browser's own differs; in QA mode the path alone until then.
 */
import { useEffect, useState } from 'react';
import { isLocalDomain, sitePublicOrigin } from '../../../lib/publicOrigin';
import { useAppContext, useLocale, usePagePayload } from '../../runtime/AppContext';

export function usePageUrl(): string {
  const payload = usePagePayload();
  const locale = useLocale();
  const { pageOrigin } = useAppContext();
  const path = payload.seo?.canonical_url?.[locale] ?? payload.alternate_paths.find((alternate) => alternate.locale === locale)?.path ?? `/${locale}`;
  const domain = payload.primary_domain;
  const known = domain && !isLocalDomain(domain) ? sitePublicOrigin(domain, '') : null;
  const [origin, setOrigin] = useState(known ?? (pageOrigin ? sitePublicOrigin(domain, pageOrigin) : ''));
  useEffect(() => {
    if (!known) setOrigin(sitePublicOrigin(domain, window.location.origin));
  }, [known, domain]);
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}
