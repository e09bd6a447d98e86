/**
 * `property_valuation_block` component: the section and card around {@link PropertyValuationForm}; the
 * block's badge, title, description and start text make the intro step.
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../../content/_parts/headingTag';
import { LeadFormSection } from '../_parts/multistep/LeadFormSection';
import { PropertyValuationForm } from './PropertyValuationForm';
import type { propertyValuationBlockFields, propertyValuationBlockParams } from './schema';
import section from '../_parts/multistep/LeadFormSection.module.css';

export function PropertyValuationBlock({ fields, index }: BlockProps<typeof propertyValuationBlockFields, typeof propertyValuationBlockParams>) {
  const localize = useLocalized();
  const intl = useIntl();
  const Heading = headingTag(index);
  return (
    <LeadFormSection formType="property_valuation">
      <PropertyValuationForm
        badge={localize(fields.badge) || undefined}
        title={<Heading className={section.title}>{localize(fields.main_title)}</Heading>}
        description={<RichText value={fields.description} size="lead" className={section.description} />}
        startLabel={localize(fields.start_button_text) || intl.formatMessage({ id: 'property-valuation.start' })}
        headingTag={Heading}
      />
    </LeadFormSection>
  );
}
