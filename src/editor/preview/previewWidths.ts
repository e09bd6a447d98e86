/**
 * Preview widths of the spec's breakpoints (spec 000 §9; issue 3 §2): px of the preview iframe.
 */
export const PREVIEW_WIDTHS = [
  { name: 'xs', px: 375 },
  { name: 'sm', px: 576 },
  { name: 'md', px: 768 },
  { name: 'lg', px: 992 },
  { name: 'xl', px: 1200 },
  { name: 'xxl', px: 1440 },
  { name: 'xxxl', px: 1680 },
  { name: 'xxxxl', px: 1920 },
] as const;

export type PreviewWidthName = (typeof PREVIEW_WIDTHS)[number]['name'];

/**
 * The public URL previewed in the iframe: the page's path in `locale`, keeping `?variant=` when
 * a variant is previewed (spec 001 §1: internal links keep the parameter).
 */
export function previewUrl(path: string, variant: string | null): string {
  return variant ? `${path}?variant=${encodeURIComponent(variant)}` : path;
}
