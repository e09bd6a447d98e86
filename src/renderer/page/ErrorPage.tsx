/**
 * The error page (spec 000 §2 "Error page", §8 page-load catalogue).
 *
 * Renders the `error_block` with the outcome: title `blocks.block-error.default-title`
 * ("{statusCode} error") unless the outcome carries its own title or title key; message from the
 * outcome's message or message key. 404 offers a link home (/fr or /en), 403 a refresh action,
 * 503 shows a spinner titled "Site under maintenance", other errors a warning triangle. Debug
 * details only with `config.exposeErrors`. The site's header and footer stay when the API sent a
 * payload. If rendering the error page itself throws, a plain message with a link home is shown.
 */
import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PageOutcomeError } from '../../api/pageOutcome';
import { useAppContext } from '../../blocks/runtime/AppContext';
import type { ErrorBlockParsedFields } from '../../blocks/system/error_block/schema';
import type { Locale } from '../../lib/locales';
import type { LinkValue } from '../../schema/content';
import { PageBlock } from '../blocks/PageBlock';
import { fallbackPayload } from './fallbackPayload';
import { PageLayout } from './PageLayout';
import styles from './ErrorPage.module.css';
import { escapeHtml } from '../../lib/escapeHtml';

export interface ErrorPageProps {
  outcome: PageOutcomeError;
  locale: Locale;
  /** Current path without trailing slash. */
  path: string;
}

const both = (text: string) => ({ fr: text, en: text });

function ErrorContent({ outcome }: { outcome: PageOutcomeError }) {
  const intl = useIntl();
  const { config } = useAppContext();
  const { status } = outcome;
  const title =
    outcome.title ??
    (outcome.titleKey
      ? intl.formatMessage({ id: outcome.titleKey })
      : intl.formatMessage({ id: 'blocks.block-error.default-title' }, { statusCode: status }));
  const message = outcome.message ?? (outcome.messageKey ? intl.formatMessage({ id: outcome.messageKey }) : undefined);
  let cta: LinkValue | undefined;
  if (status === 403) {
    cta = {
      text: both(intl.formatMessage({ id: 'errors.refresh' })),
      url: {},
      target: '_self',
      on_click_action: { action_type: 'refresh_page' },
    };
  } else if (status !== 503) {
    cta = { text: both(intl.formatMessage({ id: 'errors.go-home' })), url: { fr: '/fr', en: '/en' }, target: '_self' };
  }
  // The block's parsed shape, built here (the message is escaped: no sanitiser needed).
  const fields: ErrorBlockParsedFields = {
    error_icon: { type: status === 503 ? 'spinner' : 'warning-triangle', font_weight: 'regular' },
    main_title: both(title),
    description: message ? both(`<p>${escapeHtml(message)}</p>`) : undefined,
    cta,
    debug_infos: config.exposeErrors && outcome.debug ? outcome.debug : undefined,
  };
  return <PageBlock block={{ block_type: 'error_block', block_params: {}, fields }} index={0} eager />;
}

/**
 * The fallback's texts (`errors.error-page-failed`, `errors.go-home`, the same as the catalogues':
 * a unit test checks), kept here: when the error page fails, the messages may be what failed.
 */
export const FAILURE_TEXTS: Record<Locale, { failed: string; home: string }> = {
  fr: { failed: 'Une erreur est survenue lors de l’affichage de la page d’erreur', home: 'Retour à l’accueil' },
  en: { failed: 'An error occurred while showing the error page', home: 'Back to home page' },
};

/** Plain fallback when the error page itself fails (spec 000 §2). */
export function ErrorPageFailure({ locale }: { locale: Locale }) {
  const texts = FAILURE_TEXTS[locale];
  return (
    <div className={styles.failure} role="alert">
      <p>{texts.failed}</p>
      <a href={`/${locale}`}>{texts.home}</a>
    </div>
  );
}

class ErrorPageBoundary extends Component<{ locale: Locale; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('An error occurred while showing the error page', error);
  }

  render() {
    return this.state.failed ? <ErrorPageFailure locale={this.props.locale} /> : this.props.children;
  }
}

/** The error page of a failed page load, with the site's chrome when available. */
export function ErrorPage({ outcome, locale, path }: ErrorPageProps) {
  return (
    <ErrorPageBoundary locale={locale}>
      <PageLayout payload={outcome.payload ?? fallbackPayload(locale)} locale={locale} path={path}>
        <ErrorContent outcome={outcome} />
      </PageLayout>
    </ErrorPageBoundary>
  );
}
