import { describe, expect, it } from 'vitest';

describe('zodBrowser', () => {
  it('is zod in jitless mode, and its schemas still parse', async () => {
    const { z } = await import('./zodBrowser');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
