/**
 * Error block (spec 000 §2 "Error page", §8): an icon (warning-triangle, spinner for 503...), the
 * title (the page's h1), rich-text description, optional CTA (home link, or a `refresh_page`
 * action) and `debug_infos` in a collapsed <details> ("Technical details"). The renderer's error
 * page passes `debug_infos` only when `exposeErrors` is on.
 *
 * Example (error page, 403):
 * `<ErrorBlock fields={{ error_icon: {type: 'warning-triangle', font_weight: 'regular'}, main_title:
 * {fr: 'Erreur 403', en: '403 error'}, cta: {text: {...}, url: {}, target: '_self', on_click_action:
 * {action_type: 'refresh_page'}} }} params={{}} index={0} />`
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import type { errorBlockFields, errorBlockParams } from './schema';
import styles from './ErrorBlock.module.css';

export function ErrorBlock({ fields }: BlockProps<typeof errorBlockFields, typeof errorBlockParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const spinner = fields.error_icon.type === 'spinner';
  return (
    <section className={styles.section} role={spinner ? 'status' : undefined}>
      <div className={styles.card}>
        <span className={[styles.iconWrap, spinner ? styles.neutral : ''].join(' ')}>
          <Icon value={fields.error_icon} size={32} />
        </span>
        <h1 className={styles.title}>{localize(fields.main_title)}</h1>
        <RichText value={fields.description} size="lead" className={styles.description} />
        {fields.cta ? (
          <div className={styles.actions}>
            <Link value={fields.cta} />
          </div>
        ) : null}
        {fields.debug_infos ? (
          <details className={styles.details}>
            <summary>{intl.formatMessage({ id: 'errors.debug-details' })}</summary>
            <pre>{fields.debug_infos}</pre>
          </details>
        ) : null}
      </div>
    </section>
  );
}
