/**
 * Numbered redirects (spec 001 §2 "multi-redirect blocks", §3 "Multi-redirect items"): the shared
 * {@link MultiRedirect} section as a row of numbered cards (`01`, `02`…, each item's `show_number`).
 */
import type { BlockProps } from '../../defineBlock';
import { MultiRedirect } from '../_parts/MultiRedirect';
import { RedirectNumber } from '../_parts/visuals';
import type { multiRedirectHorizontalNumberedBlockFields, multiRedirectHorizontalNumberedBlockParams } from './schema';

export function MultiRedirectHorizontalNumberedBlock({ fields, index }: BlockProps<typeof multiRedirectHorizontalNumberedBlockFields, typeof multiRedirectHorizontalNumberedBlockParams>) {
  const entries = fields.redirects_repeater.map((item, position) => ({
    title: item.fields.main_title,
    description: item.fields.description,
    link: item.fields.link,
    cta: item.fields.cta,
    visual: item.fields.show_number ? <RedirectNumber value={position + 1} /> : undefined,
  }));
  return <MultiRedirect variant="numbered" fields={fields} index={index} entries={entries} />;
}
