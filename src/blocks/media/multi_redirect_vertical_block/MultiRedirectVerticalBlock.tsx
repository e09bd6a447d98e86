/**
 * Vertical redirects (spec 001 §2 "multi-redirect blocks", §3 "Multi-redirect items"): the shared
 * {@link MultiRedirect} section as a stacked list of wide rows (optional image, title and text, arrow).
 */
import type { BlockProps } from '../../defineBlock';
import { MultiRedirect } from '../_parts/MultiRedirect';
import { RedirectImage } from '../_parts/visuals';
import type { multiRedirectVerticalBlockFields, multiRedirectVerticalBlockParams } from './schema';

export function MultiRedirectVerticalBlock({ fields, index }: BlockProps<typeof multiRedirectVerticalBlockFields, typeof multiRedirectVerticalBlockParams>) {
  const entries = fields.redirects_repeater.map((item) => ({
    title: item.fields.main_title,
    description: item.fields.description,
    link: item.fields.link,
    cta: item.fields.cta,
    visual: item.fields.image ? <RedirectImage value={item.fields.image} bgColor={item.fields.image_bg_color} sizes="(min-width: 1000px) 200px, 20vw" /> : undefined,
  }));
  return <MultiRedirect variant="vertical" fields={fields} index={index} entries={entries} />;
}
