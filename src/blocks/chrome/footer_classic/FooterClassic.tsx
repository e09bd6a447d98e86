/**
 * Classic footer (spec 000 §2 "Header and footer", §3 "Footer fields", §9 "Footer classic underlap
 * 96 (max 96). Footer columns: 4 at extra-large and up, otherwise 2").
 *
 * Logo (light on the inverted scheme, dark otherwise), agency rich text, CTA and social icon links
 * in the brand column; `footer_menu_item` columns (2 per row, 4 from xl 1200 px); then
 * "© {year} {all_rights_reserved}", the "Cookie preferences" link when the site's scripts wait for
 * consent and the credit line (`footer.powered-by`). The top corners are
 * rounded by theme radius 2 and the footer reserves a 96 px underlap (`--footer-underlap`).
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { IconLinkItem } from '../../contact/icon_link_item/IconLinkItem';
import { Image } from '../../ui/Image';
import { ConsentPreferencesLink } from '../../ui/ConsentPreferencesLink';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import type { footerClassicFields, footerClassicParams } from './schema';
import styles from './FooterClassic.module.css';

/** Footer underlap in px (spec 000 §9, max 96). */
export const FOOTER_UNDERLAP_PX = 96;

export function FooterClassic({ fields, params, index }: BlockProps<typeof footerClassicFields, typeof footerClassicParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const dark = params.color_scheme === 'inverted';
  const logo = dark ? (fields.logo_image_light ?? fields.logo_image_dark) : (fields.logo_image_dark ?? fields.logo_image_light);
  const year = new Date().getFullYear();
  const rights = localize(fields.all_rights_reserved) || intl.formatMessage({ id: 'footer.all-rights-reserved' });
  const columns = fields.menu_repeater;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            {logo && localize(logo.media)?.url ? (
              <Image value={logo} fit="contain" className={styles.logoBox} imgClassName={styles.logoImg} sizes="280px" />
            ) : null}
            <RichText value={fields.agency} size="small" className={styles.agency} />
            {fields.cta ? (
              <div className={styles.cta}>
                <Link value={fields.cta} size="md" />
              </div>
            ) : null}
            {fields.icon_links_repeater.length ? (
              <ul className={styles.social}>
                {fields.icon_links_repeater.map((entry, i) => (
                  <li key={i}>
                    <IconLinkItem fields={entry.fields} params={entry.block_params} index={index} display="icon" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {columns.length ? (
            <nav className={styles.menus} aria-label={intl.formatMessage({ id: 'footer.navigation' })}>
              {columns.map((column, i) => (
                <div key={i} className={styles.column}>
                  <h2 className={styles.columnTitle}>{localize(column.fields.main_title)}</h2>
                  <ul className={styles.columnLinks}>
                    {column.fields.links_repeater.map((entry, j) => (
                      <li key={j}>
                        <Link value={entry.fields.link} appearance="text" className={styles.columnLink} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
        </div>
        <div className={styles.bottom}>
          <p className={styles.rights}>
            © {year} {rights}
          </p>
          <ConsentPreferencesLink className={styles.consentLink} />
          <p className={styles.credit}>{intl.formatMessage({ id: 'footer.powered-by' })}</p>
        </div>
      </div>
    </footer>
  );
}
