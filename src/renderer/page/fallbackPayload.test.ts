import { describe, expect, it } from 'vitest';
import { pagePayload } from '../../schema/page';
import { fallbackPayload } from './fallbackPayload';

describe('fallbackPayload', () => {
  it('is already in the page schema’s parsed shape (the browser renders it without the schema)', () => {
    for (const locale of ['fr', 'en'] as const) {
      const payload = fallbackPayload(locale);
      expect(pagePayload.parse(payload)).toEqual(payload);
    }
  });
});
