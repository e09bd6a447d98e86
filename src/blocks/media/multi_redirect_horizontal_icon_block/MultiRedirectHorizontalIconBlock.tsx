/**
 * Icon redirects (spec 001 §2 "multi-redirect blocks", §3 "Multi-redirect items"): the shared
 * {@link MultiRedirect} section as a row of cards led by an icon.
 */
import type { BlockProps } from '../../defineBlock';
import { MultiRedirect } from '../_parts/MultiRedirect';
import { RedirectIcon } from '../_parts/visuals';
import type { multiRedirectHorizontalIconBlockFields, multiRedirectHorizontalIconBlockParams } from './schema';

export function MultiRedirectHorizontalIconBlock({ fields, index }: BlockProps<typeof multiRedirectHorizontalIconBlockFields, typeof multiRedirectHorizontalIconBlockParams>) {
  const entries = fields.redirects_repeater.map((item) => ({
    title: item.fields.main_title,
    description: item.fields.description,
    link: item.fields.link,
    cta: item.fields.cta,
    visual: item.fields.icon ? <RedirectIcon value={item.fields.icon} /> : undefined,
  }));
  return <MultiRedirect variant="icon" fields={fields} index={index} entries={entries} />;
}
