import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedUrl, matchVideoUrl, parseStartTime, parseVideoUrl, UNSUPPORTED_VIDEO_URL_WARNING } from './videoUrl';

afterEach(() => vi.restoreAllMocks());

describe('parseStartTime', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['2m', 120],
    ['', 0],
    ['abc', 0],
    [null, 0],
  ])('%j → %d s', (value, seconds) => {
    expect(parseStartTime(value)).toBe(seconds);
  });
});

describe('matchVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ', 0],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ', 42],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s', 'dQw4w9WgXcQ', 65],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=30', 'dQw4w9WgXcQ', 30],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ', 0],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ', 0],
  ])('reads the YouTube id and start of %s', (address, id, start) => {
    expect(matchVideoUrl(address)).toEqual({ provider: 'youtube', id, start });
  });

  it.each([
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871', start: 0 }],
    ['https://vimeo.com/76979871#t=1m', { provider: 'vimeo', id: '76979871', start: 60 }],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871', start: 0 }],
    ['https://vimeo.com/76979871/a1b2c3d4e5', { provider: 'vimeo', id: '76979871', start: 0, hash: 'a1b2c3d4e5' }],
    ['https://player.vimeo.com/video/76979871?h=ff00aa', { provider: 'vimeo', id: '76979871', start: 0, hash: 'ff00aa' }],
  ])('reads the Vimeo video of %s', (address, expected) => {
    expect(matchVideoUrl(address)).toEqual(expected);
  });

  it.each([
    'https://www.dailymotion.com/video/x7tgad0',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
  ])('recognises no video in %s', (address) => {
    expect(matchVideoUrl(address)).toBeNull();
  });
});

describe('parseVideoUrl', () => {
  it('warns about an unsupported address with the spec’s message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseVideoUrl('https://www.dailymotion.com/video/x7tgad0')).toBeNull();
    expect(warn).toHaveBeenCalledWith(UNSUPPORTED_VIDEO_URL_WARNING, 'https://www.dailymotion.com/video/x7tgad0');
  });

  it('stays silent for a supported address', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    parseVideoUrl('https://youtu.be/dQw4w9WgXcQ');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('embedUrl', () => {
  it('embeds YouTube from the privacy host with hl, controls=2, loop through the playlist and the start', () => {
    const url = new URL(embedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', start: 42 }, { language: 'fr', loop: true, muted: false, autoplay: true }));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ autoplay: '1', hl: 'fr', controls: '2', loop: '1', playlist: 'dQw4w9WgXcQ', start: '42' });
    expect(url.searchParams.has('mute')).toBe(false);
  });

  it('leaves loop, playlist and start out when not asked', () => {
    const url = new URL(embedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', start: 0 }, { language: 'en', loop: false, muted: true, autoplay: false }));
    expect(url.searchParams.get('hl')).toBe('en');
    expect(url.searchParams.has('loop')).toBe(false);
    expect(url.searchParams.has('playlist')).toBe(false);
    expect(url.searchParams.has('start')).toBe(false);
    expect(url.searchParams.has('autoplay')).toBe(false);
    expect(url.searchParams.get('mute')).toBe('1');
  });

  it('embeds Vimeo without tracking, with its hash and the start as a fragment', () => {
    const url = new URL(embedUrl({ provider: 'vimeo', id: '76979871', start: 90, hash: 'ff00aa' }, { language: 'fr', loop: true, muted: false, autoplay: true }));
    expect(url.origin).toBe('https://player.vimeo.com');
    expect(url.pathname).toBe('/video/76979871');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ h: 'ff00aa', autoplay: '1', dnt: '1', loop: '1' });
    expect(url.hash).toBe('#t=90s');
  });
});
