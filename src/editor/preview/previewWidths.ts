/**
 * Preview widths of the spec's breakpoints (spec 000 §9): px of the preview iframe.
 * Each breakpoint previews at its smallest width, except xs (0 px), shown as a 375 px phone.
 */
import { BREAKPOINTS, type BreakpointName } from '../../lib/breakpoints';

/** Width (px) of the xs preview: a common phone. */
export const XS_PREVIEW_WIDTH_PX = 375;

export const PREVIEW_WIDTHS = BREAKPOINTS.map(({ name, min }) => ({ name, px: name === 'xs' ? XS_PREVIEW_WIDTH_PX : min }));

export type PreviewWidthName = BreakpointName;

/**
 * The public URL previewed in the iframe: the page's path in `locale` with `?qa_preview=1` (the
 * current draft, served only to a logged-in editor) and `&variant={id}` when
 * a content variant is previewed (spec 001 §1: internal links keep the parameter).
 */
export function previewUrl(path: string, variant: string | null): string {
  const params = new URLSearchParams({ qa_preview: '1' });
  if (variant) params.set('variant', variant);
  return `${path}?${params.toString()}`;
}
