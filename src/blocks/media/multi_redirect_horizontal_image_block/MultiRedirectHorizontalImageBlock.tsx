/**
 * Image redirects (spec 001 §2 "multi-redirect blocks", §3 "Multi-redirect items"): the shared
 * {@link MultiRedirect} section as a row of cards led by an image on its backdrop colour (`image_bg_color`).
 */
import type { BlockProps } from '../../defineBlock';
import { MultiRedirect } from '../_parts/MultiRedirect';
import { RedirectImage } from '../_parts/visuals';
import type { multiRedirectHorizontalImageBlockFields, multiRedirectHorizontalImageBlockParams } from './schema';

export function MultiRedirectHorizontalImageBlock({ fields, index }: BlockProps<typeof multiRedirectHorizontalImageBlockFields, typeof multiRedirectHorizontalImageBlockParams>) {
  const entries = fields.redirects_repeater.map((item) => ({
    title: item.fields.main_title,
    description: item.fields.description,
    link: item.fields.link,
    cta: item.fields.cta,
    visual: <RedirectImage value={item.fields.image} bgColor={item.fields.image_bg_color} sizes="(min-width: 1200px) 380px, (min-width: 768px) calc(45vw - 24px), 90vw" />,
  }));
  return <MultiRedirect variant="image" fields={fields} index={index} entries={entries} />;
}
