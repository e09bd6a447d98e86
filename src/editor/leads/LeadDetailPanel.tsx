/**
 * The detail of one lead: name, type, when it came in, contact shortcuts (mailto,
 * tel), the follow-up status toggles (new, contacted, closed), the state of the e-mail sent to the
 * broker ("E-mail sent / pending (n attempts) / not configured"), a property alert's subscription
 * and consent record (pending, confirmed, unsubscribed or expired; requested and confirmed when,
 * from which page, with which wording) and every submitted field with its human label in the UI
 * language. The heading takes focus when a lead opens; Escape closes.
 */
import { Mail, Phone, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { LEAD_STATUS_VALUES, type AlertSubscription, type LeadDetail, type LeadStatusValue } from '../../api/cmsLeadsApi';
import { formatDate } from '../../lib/dates';
import type { Locale } from '../../lib/locales';
import { timeFromNow } from '../../lib/timeFromNow';
import { LEAD_FIELD_LABELS, LEAD_STATUS_LABELS, leadFieldLabel, leadValueLabel } from '../../schema/leadFieldLabels';
import { LeadTypeBadge } from './LeadsTable';
import styles from './LeadDetailPanel.module.css';

export interface LeadDetailPanelProps {
  uiLocale: Locale;
  /** The lead, or null while it loads / when it failed. */
  lead: LeadDetail | null;
  state: 'loading' | 'ready' | 'error';
  /** The status to show (the optimistic one while a change is saved). */
  status: LeadStatusValue | null;
  now: Date;
  onStatusChange(status: LeadStatusValue): void;
  onClose(): void;
  onRetry(): void;
}

const FIELD_ORDER = Object.keys(LEAD_FIELD_LABELS);
/** Keys shown elsewhere in the panel. */
const HIDDEN_KEYS = new Set(['form_type']);

/** Payload entries in a stable, readable order: known fields first, then the rest as sent. */
function orderedFields(payload: Record<string, unknown>): [string, unknown][] {
  const entries = Object.entries(payload).filter(([key]) => !HIDDEN_KEYS.has(key));
  const rank = (key: string) => {
    const i = FIELD_ORDER.indexOf(key);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  return entries.sort((a, b) => rank(a[0]) - rank(b[0]));
}

/** The panel; see the module docstring. */
export function LeadDetailPanel({ uiLocale, lead, state, status, now, onStatusChange, onClose, onRetry }: LeadDetailPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useRef<HTMLHeadingElement>(null);
  const leadId = lead?.id;
  useEffect(() => {
    if (leadId) heading.current?.focus();
  }, [leadId]);

  const name = lead ? [lead.payload.first_name, lead.payload.last_name].filter((v) => typeof v === 'string' && v).join(' ') || String(lead.payload.full_name ?? '') : '';
  const email = typeof lead?.payload.email === 'string' ? lead.payload.email : '';
  const phone = typeof lead?.payload.phone === 'string' ? lead.payload.phone : '';

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control of the panel closes it
    <aside
      className={styles.panel}
      aria-label={t('leads.detail.label')}
      data-lead-detail
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Button className={styles.close} onPress={onClose} aria-label={t('leads.detail.close')}>
        <X size={18} aria-hidden />
      </Button>
      {state === 'loading' && !lead ? (
        <p role="status" className={styles.muted}>
          {t('leads.detail.loading')}
        </p>
      ) : null}
      {state === 'error' ? (
        <div role="alert" className={styles.error}>
          <p>{t('leads.detail.error')}</p>
          <Button className={styles.retry} onPress={onRetry}>
            {t('leads.error.retry')}
          </Button>
        </div>
      ) : null}
      {lead ? (
        <>
          <header className={styles.header}>
            <LeadTypeBadge type={lead.type} uiLocale={uiLocale} />
            <h2 ref={heading} tabIndex={-1} className={styles.title}>
              {name || email || '—'}
            </h2>
            <p className={styles.muted}>
              {t('leads.detail.received', { date: formatDate(lead.created_at, uiLocale, 'dateTime') })}
              {' · '}
              {timeFromNow(lead.created_at, now, uiLocale)}
            </p>
            <div className={styles.contact}>
              {email ? (
                <a className={styles.contactLink} href={`mailto:${email}`}>
                  <Mail size={16} aria-hidden />
                  {email}
                </a>
              ) : null}
              {phone ? (
                <a className={styles.contactLink} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                  <Phone size={16} aria-hidden />
                  {phone}
                </a>
              ) : null}
            </div>
          </header>

          <section className={styles.section}>
            <h3 className={styles.sectionTitle} id="lead-status-label">
              {t('leads.status.label')}
            </h3>
            <ToggleButtonGroup
              aria-labelledby="lead-status-label"
              className={styles.statusGroup}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={status ? [status] : []}
              onSelectionChange={(keys) => {
                const key = [...keys][0];
                if (key !== undefined && key !== status) onStatusChange(String(key) as LeadStatusValue);
              }}
            >
              {LEAD_STATUS_VALUES.map((value) => (
                <ToggleButton key={value} id={value} className={styles.statusToggle} data-status={value}>
                  {LEAD_STATUS_LABELS[value][uiLocale]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </section>

          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>{t('leads.notification.label')}</h3>
            <NotificationState lead={lead} uiLocale={uiLocale} />
          </section>

          {lead.alert_subscription ? (
            <section className={styles.section} data-alert-subscription={lead.alert_subscription.status}>
              <h3 className={styles.sectionTitle}>{t('leads.alert.label')}</h3>
              <AlertSubscriptionState subscription={lead.alert_subscription} uiLocale={uiLocale} />
            </section>
          ) : null}

          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>{t('leads.detail.fields')}</h3>
            <dl className={styles.fields}>
              {lead.listing_uls ? (
                <div className={styles.field}>
                  <dt>{t('leads.detail.listing')}</dt>
                  <dd>{lead.listing_uls}</dd>
                </div>
              ) : null}
              {orderedFields(lead.payload).map(([key, value]) => (
                <div key={key} className={styles.field} data-field={key}>
                  <dt>{leadFieldLabel(key, uiLocale)}</dt>
                  <dd>{leadValueLabel(key, value, uiLocale) || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      ) : null}
    </aside>
  );
}

/** The alert subscription's state line, then its consent record: requested, confirmation e-mail, page, wording. */
function AlertSubscriptionState({ subscription, uiLocale }: { subscription: AlertSubscription; uiLocale: Locale }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const when = (iso: string | null) => (iso ? formatDate(iso, uiLocale, 'dateTime') : '');
  const tone = subscription.status === 'confirmed' ? 'ok' : subscription.status === 'pending' ? 'wait' : undefined;
  const date = subscription.status === 'unsubscribed' ? subscription.unsubscribed_at : subscription.confirmed_at;
  return (
    <div className={styles.notice}>
      <p>
        {tone ? <span className={styles.dot} data-tone={tone} aria-hidden /> : null}
        {t(`leads.alert.status.${subscription.status}`, { date: when(date) })}
      </p>
      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>{t('leads.alert.requested')}</dt>
          <dd>{when(subscription.requested_at)}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t('leads.alert.confirmationSent')}</dt>
          <dd>{subscription.confirmation_sent_at ? when(subscription.confirmation_sent_at) : t('leads.alert.notSent')}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t('leads.alert.page')}</dt>
          <dd>{subscription.page ?? '—'}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t('leads.alert.wording')}</dt>
          <dd lang={subscription.locale}>{subscription.consent_text || '—'}</dd>
        </div>
      </dl>
    </div>
  );
}

/** "E-mail sent {date}", "E-mail pending (n attempts)" with the last error, or "not configured". */
function NotificationState({ lead, uiLocale }: { lead: LeadDetail; uiLocale: Locale }) {
  const intl = useIntl();
  const notification = lead.notification;
  if (!notification || notification.status === 'skipped') {
    return (
      <p className={styles.notice} data-notification="none">
        {intl.formatMessage({ id: 'leads.notification.notConfigured' })}
      </p>
    );
  }
  if (notification.status === 'sent') {
    return (
      <p className={styles.notice} data-notification="sent">
        <span className={styles.dot} data-tone="ok" aria-hidden />
        {intl.formatMessage(
          { id: 'leads.notification.sent' },
          { date: notification.sent_at ? formatDate(notification.sent_at, uiLocale, 'dateTime') : '' },
        )}
      </p>
    );
  }
  return (
    <div className={styles.notice} data-notification="pending">
      <p>
        <span className={styles.dot} data-tone="wait" aria-hidden />
        {intl.formatMessage({ id: 'leads.notification.pending' }, { attempts: notification.attempts })}
      </p>
      {notification.last_error ? <p className={styles.muted}>{intl.formatMessage({ id: 'leads.notification.lastError' }, { error: notification.last_error })}</p> : null}
    </div>
  );
}
