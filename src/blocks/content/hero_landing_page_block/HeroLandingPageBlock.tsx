/**
 * `hero_landing_page_block` (spec 001 §2, §5; spec 000 §9 landing overlap): a campaign page's hero.
 *
 * - The text column (super title, the page's h1 when first, description, calls to action, key
 *   points) over the background media, and the contact form card ({@link ContactForm}, titled by
 *   `form_title`, else by the site type's wording: individual on a broker site, group on an agency
 *   site, spec 000 §1; addressed to `recipient_type`/`recipient_slug`, prefilled with
 *   `form_message`) beside it from 992 px, on the side opposite `orientation_x`; below 992 px the form follows the text.
 * - The media ends {@link landingOverlap} px above the form card's foot: 64 px on small screens,
 *   otherwise the form's height minus the text column's, clamped 0–128 px and dropped at 40 px or
 *   less — measured after mount and on every resize (the media is absolutely positioned, so the
 *   measurement moves nothing: no layout shift).
 * - The background image loads with `fetchpriority="high"` when the block opens the page.
 */
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized, useSiteType } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { ContactForm } from '../../contact/contact_form_block/ContactForm';
import { HeroBackground } from '../_parts/hero/HeroBackground';
import { HeroCopy } from '../_parts/hero/HeroCopy';
import { headingTag } from '../_parts/headingTag';
import hero from '../_parts/hero/hero.module.css';
import { landingOverlap } from './landingOverlap';
import { type heroLandingPageBlockFields, type heroLandingPageBlockParams } from './schema';
import { LANDING_OVERLAP_SMALL_PX } from './constants';
import styles from './HeroLandingPageBlock.module.css';

/** Width (px) from which the form sits beside the text (the lg breakpoint, spec 000 §9). */
const WIDE_QUERY = '(min-width: 992px)';

export function HeroLandingPageBlock({ fields, params, index }: BlockProps<typeof heroLandingPageBlockFields, typeof heroLandingPageBlockParams>) {
  const localize = useLocalized();
  const intl = useIntl();
  const siteType = useSiteType();
  const formTitleId = useId();
  const orientation = params.orientation_x ?? 'left';
  const infosRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const [overlap, setOverlap] = useState(LANDING_OVERLAP_SMALL_PX);

  useEffect(() => {
    const infos = infosRef.current;
    const form = formRef.current;
    if (!infos || !form || typeof window === 'undefined') return undefined;
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
    const measure = () => setOverlap(landingOverlap(!wide?.matches, form.getBoundingClientRect().height, infos.getBoundingClientRect().height));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(infos);
    observer?.observe(form);
    wide?.addEventListener?.('change', measure);
    return () => {
      observer?.disconnect();
      wide?.removeEventListener?.('change', measure);
    };
  }, []);

  const points = fields.list_items_repeater;
  const style = { '--landing-overlap': `${overlap}px` } as CSSProperties;

  return (
    <section className={[hero.onMedia, styles.landing].join(' ')} data-hero="hero_landing_page_block" data-orientation={orientation} data-overlap={overlap} style={style}>
      <HeroBackground media={fields.bg_media} priority={index === 0} fade={orientation} className={styles.background} />
      <div className={[hero.inner, styles.grid].join(' ')}>
        <div ref={infosRef} className={styles.infos}>
          <HeroCopy
            superTitle={fields.super_title}
            title={fields.main_title}
            description={fields.description}
            ctas={fields.cta_repeater}
            headingAs={headingTag(index)}
          >
            {points.length ? (
              <ul className={styles.points}>
                {points.map((item, i) => (
                  <li key={i} className={styles.point}>
                    <span className={styles.pointIcon}>
                      <Icon value={item.fields.icon ?? 'check'} size={20} />
                    </span>
                    {localize(item.fields.description)}
                  </li>
                ))}
              </ul>
            ) : null}
          </HeroCopy>
        </div>
        <div ref={formRef} className={styles.card}>
          <h2 id={formTitleId} className={styles.formTitle}>
            {localize(fields.form_title) || intl.formatMessage({ id: siteType === 'agency' ? 'hero.form-title.group' : 'hero.form-title.individual' })}
          </h2>
          <ContactForm
            recipientType={fields.recipient_type}
            recipientSlug={fields.recipient_slug}
            labelledBy={formTitleId}
            initialMessage={localize(fields.form_message) || undefined}
          />
        </div>
      </div>
    </section>
  );
}
