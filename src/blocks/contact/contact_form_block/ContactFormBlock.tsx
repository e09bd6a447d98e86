/**
 * `contact_form_block` component (spec 000 §4–§5; spec 001 §2 "contact form block (broker avatar,
 * name, subtitle, contact details)", §5 orientation_x full or center).
 *
 * - `full` (default): the title, the description and the broker card sit on a band of the
 *   block's colour scheme, full-bleed, at least {@link CONTACT_FORM_OVERLAP} px tall on wide
 *   screens (spec 000 §9 "contact form block overlap 573"), which the form card overlaps: beside
 *   them from lg (992 px), reaching below the band, with the contact infos under the band in the
 *   first column; on narrower screens the card overlaps the band's last 64 px and the infos
 *   follow it. Below the band is the page's own background, in the normal scheme's colours.
 * - `center`: one centred column — title, broker card, the form card, then the contact infos.
 *
 * The form itself is {@link ContactForm}; the block's title names it (`aria-labelledby`).
 */
import { useId, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import { RichText } from '../../ui/RichText';
import { ContactInfoItem } from '../contact_info_item/ContactInfoItem';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import { ContactForm } from './ContactForm';
import type { contactFormBlockFields, contactFormBlockParams } from './schema';

/** Least height of the band the form card overlaps in the full layout (px, spec 000 §9 "contact form block overlap 573"). */
export const CONTACT_FORM_OVERLAP = 573;
import schemes from '../../ui/colorSchemes.module.css';
import styles from './ContactFormBlock.module.css';

export function ContactFormBlock({ fields, params, index }: BlockProps<typeof contactFormBlockFields, typeof contactFormBlockParams>) {
  const localize = useLocalized();
  const intl = useIntl();
  const titleId = useId();
  const Heading = headingTag(index);
  const orientation = params.orientation_x ?? 'full';
  const superTitle = localize(fields.super_title);
  const brokerSubtitle = localize(fields.broker_subtitle);
  const brokerUnderSubtitle = localize(fields.broker_under_subtitle);
  const hasBroker = Boolean(fields.broker_name || brokerSubtitle || brokerUnderSubtitle || fields.broker_avatar);
  const infos = fields.contact_infos_repeater;
  const listingMessage = params.listing_uls
    ? intl.formatMessage({ id: 'contact-form.listing-message' }, { address: localize(params.listing_address) || params.listing_uls, uls: params.listing_uls })
    : undefined;

  const brokerCard = hasBroker ? (
    <div className={styles.broker}>
      {fields.broker_avatar ? (
        <Image value={fields.broker_avatar} placeholder="member" width={88} height={88} className={styles.avatar} sizes="88px" />
      ) : null}
      <div className={styles.brokerText}>
        {fields.broker_name ? <p className={styles.brokerName}>{fields.broker_name}</p> : null}
        {brokerSubtitle ? <p className={styles.brokerSubtitle}>{brokerSubtitle}</p> : null}
        {brokerUnderSubtitle ? <p className={styles.brokerUnderSubtitle}>{brokerUnderSubtitle}</p> : null}
      </div>
    </div>
  ) : null;

  const contactInfos = infos.length ? (
    // Under the band (full layout) they are on the page's background: the normal scheme's colours.
    <div className={orientation === 'full' ? `${styles.infos} ${schemes.normal}` : styles.infos}>
      {infos.map((item, i) => (
        <ContactInfoItem key={i} fields={item.fields} params={item.block_params} index={index} headingLevel={Heading === 'h1' ? 'h2' : 'h3'} />
      ))}
    </div>
  ) : null;

  return (
    <section className={`${layout.section} ${styles.section}`} data-orientation={orientation} style={{ '--contact-overlap': `${CONTACT_FORM_OVERLAP}px` } as CSSProperties}>
      <div className={`${layout.inner} ${styles.layout}`} data-orientation={orientation}>
        {orientation === 'full' ? <div className={styles.band} aria-hidden="true" data-contact-band /> : null}
        <div className={styles.intro}>
          {superTitle ? <p className={layout.superTitle}>{superTitle}</p> : null}
          <Heading id={titleId} className={layout.title}>
            {localize(fields.main_title)}
          </Heading>
          <RichText value={fields.description} size="lead" className={`${layout.description} ${styles.description}`} />
          {brokerCard}
        </div>
        <div className={styles.card} data-contact-card>
          <ContactForm
            recipientType={fields.recipient_type}
            recipientSlug={fields.recipient_slug}
            labelledBy={titleId}
            listingUls={params.listing_uls}
            initialMessage={listingMessage}
          />
        </div>
        {contactInfos}
      </div>
    </section>
  );
}
