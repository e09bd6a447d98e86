/**
 * How the media screens show an image: a thumbnail address (the narrowest WebP variant at least
 * `minWidth` px wide, else the stored URL) and the line naming a document that uses it.
 */
import type { MediaItem, MediaUseItem } from '../../schema/media';
import { formText, type FormMessageKey, type UiLocale } from '../forms/messages';

/** Thumbnail URL of an image, at least `minWidth` px wide when the library has such a variant. */
export function thumbnailUrl(item: MediaItem, minWidth = 320): string {
  const webp = item.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  return (webp.find((variant) => variant.width >= minWidth) ?? webp[webp.length - 1])?.url ?? item.url;
}

/** "Page “Accueil”", "Blog article 12"…: `pageTitles` maps page ids to their titles in the UI language. */
export function mediaUseLabel(use: MediaUseItem, uiLocale: UiLocale, pageTitles: ReadonlyMap<string, string>): string {
  const key = `editor.forms.media.use.${use.kind}` as FormMessageKey;
  return formText(uiLocale, key, { id: use.id, title: pageTitles.get(use.id) ?? use.id });
}
