/**
 * The footer's "Cookie preferences" (Quebec's Law 25: consent is withdrawable at any time): shown
 * on a site whose scripts wait for the visitor's consent, it opens the consent manager's
 * preferences (src/renderer/consent/consentManager.ts listens for `[data-consent-open]`).
 */
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { CONSENT_OPEN_ATTRIBUTE, tagsNeedConsent } from '../../lib/consent';
import { PagePayloadContext } from '../runtime/AppContext';

/** @returns a text button with `className`, or null when no site script waits for consent */
export function ConsentPreferencesLink({ className }: { className?: string }) {
  const intl = useIntl();
  const payload = useContext(PagePayloadContext);
  if (!tagsNeedConsent(payload?.metadata?.tags)) return null;
  return (
    <button type="button" className={className} {...{ [CONSENT_OPEN_ATTRIBUTE]: '' }}>
      {intl.formatMessage({ id: 'footer.consent-preferences' })}
    </button>
  );
}
