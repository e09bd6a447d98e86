/** One call to action of a `cta_repeater` (rendered by its parent block). */
import type { BlockProps } from '../../defineBlock';
import { Link } from '../../ui/Link';
import type { ctaItemFields, ctaItemParams } from './schema';

export function CtaItem({ fields }: BlockProps<typeof ctaItemFields, typeof ctaItemParams>) {
  return <Link value={fields.cta} />;
}
