/**
 * `property_alert_block` component: the section and card around {@link PropertyAlertForm}; the
 * block's badge, title, description and start text make the intro step.
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../../content/_parts/headingTag';
import { LeadFormSection } from '../_parts/multistep/LeadFormSection';
import { PropertyAlertForm } from './PropertyAlertForm';
import type { propertyAlertBlockFields, propertyAlertBlockParams } from './schema';
import section from '../_parts/multistep/LeadFormSection.module.css';

export function PropertyAlertBlock({ fields, index }: BlockProps<typeof propertyAlertBlockFields, typeof propertyAlertBlockParams>) {
  const localize = useLocalized();
  const intl = useIntl();
  const Heading = headingTag(index);
  return (
    <LeadFormSection formType="property_alert">
      <PropertyAlertForm
        badge={localize(fields.badge) || undefined}
        title={<Heading className={section.title}>{localize(fields.main_title)}</Heading>}
        description={<RichText value={fields.description} size="lead" className={section.description} />}
        startLabel={localize(fields.start_button_text) || intl.formatMessage({ id: 'property-alert.start' })}
        headingTag={Heading}
      />
    </LeadFormSection>
  );
}
