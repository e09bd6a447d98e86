/**
 * Test helpers of the media screens: a media item as the API answers it and a mocked media
 * client whose list, upload, update and remove can be replaced.
 */
import { vi } from 'vitest';
import type { CmsMediaApi } from '../../../api/cmsMediaApi';
import type { MediaItem } from '../../../schema/media';

/** A media item with its variants; `overrides` replace fields. */
export function mediaItem(id: number, overrides: Partial<MediaItem> = {}): MediaItem {
  const hash = String(id).padStart(32, 'a');
  const variants = [640, 1280].flatMap((width) =>
    (['avif', 'webp', 'jpeg'] as const).map((format) => ({
      width,
      height: Math.round((width * 2) / 3),
      format,
      content_type: `image/${format}`,
      url: `/media/${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`,
      byte_size: 1000,
    })),
  );
  return {
    id,
    hash,
    url: `/media/${hash}-1280.jpg`,
    original_filename: `photo-${id}.jpg`,
    content_type: 'image/jpeg',
    byte_size: 200_000,
    width: 2400,
    height: 1600,
    focal_point: { x: 0.5, y: 0.5 },
    alt: { fr: 'Salon lumineux', en: 'Bright living room' },
    alt_complete: true,
    placeholder: 'data:image/webp;base64,AAAA',
    variants,
    usage_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    created_by: 'editor@example.ca',
    ...overrides,
  };
}

/** A mocked media client over `items` (the list answers a copy each time). */
export function mockMediaApi(items: MediaItem[], overrides: Partial<Record<keyof CmsMediaApi, unknown>> = {}) {
  return {
    list: vi.fn(async () => items.map((item) => ({ ...item }))),
    upload: vi.fn(async (file: File) => ({ item: mediaItem(900, { original_filename: file.name, alt: { fr: '', en: '' }, alt_complete: false }), duplicate: false })),
    get: vi.fn(async (id: number) => items.find((item) => item.id === id)!),
    update: vi.fn(async (id: number, changes: { alt?: { fr?: string; en?: string }; focal_point?: { x: number; y: number } }) => {
      const item = items.find((candidate) => candidate.id === id) ?? mediaItem(id);
      const alt = { ...item.alt, ...changes.alt } as { fr: string; en: string };
      return { ...item, alt, alt_complete: Boolean(alt.fr && alt.en), focal_point: changes.focal_point ?? item.focal_point };
    }),
    remove: vi.fn(async () => undefined),
    ...overrides,
  } as unknown as CmsMediaApi & Record<'list' | 'upload' | 'get' | 'update' | 'remove', ReturnType<typeof vi.fn>>;
}
