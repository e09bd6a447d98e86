// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProviderApi, providerApiState, resetProviderApisForTests } from './providerScript';

// jsdom fetches no script: each test plays the provider's part (defines the namespace, fires load).
type TestWindow = Window & { YT?: unknown; Vimeo?: unknown; onYouTubeIframeAPIReady?: () => void };
const win = window as TestWindow;
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-video-api]')].map((script) => script.src);

beforeEach(() => resetProviderApisForTests());
afterEach(() => {
  document.head.querySelectorAll('script[data-video-api]').forEach((script) => script.remove());
  delete win.YT;
  delete win.Vimeo;
  delete win.onYouTubeIframeAPIReady;
});

describe('video provider APIs, loaded once on demand (spec 001 §4 "Video")', () => {
  it('adds nothing to the page until a video asks', () => {
    expect(scripts()).toEqual([]);
    expect(providerApiState('youtube')).toBe('not-loaded');
    expect(providerApiState('vimeo')).toBe('not-loaded');
  });

  it('loads the YouTube IFrame API once for every video of the page: not loaded, loading, loaded', async () => {
    const first = loadProviderApi('youtube');
    const second = loadProviderApi('youtube');
    expect(scripts()).toEqual(['https://www.youtube.com/iframe_api']);
    expect(providerApiState('youtube')).toBe('loading');

    const api = { Player: function Player() {} };
    win.YT = api;
    win.onYouTubeIframeAPIReady!();
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
    expect(providerApiState('youtube')).toBe('loaded');
    // A third video, later: no new request.
    await expect(loadProviderApi('youtube')).resolves.toBe(api);
    expect(scripts()).toHaveLength(1);
  });

  it('keeps a ready callback the page already had', async () => {
    let called = 0;
    win.onYouTubeIframeAPIReady = () => {
      called += 1;
    };
    const load = loadProviderApi('youtube');
    win.YT = { Player: function Player() {} };
    win.onYouTubeIframeAPIReady!();
    await load;
    expect(called).toBe(1);
  });

  it('loads Vimeo’s player.js once, on its own host', async () => {
    const first = loadProviderApi('vimeo');
    const second = loadProviderApi('vimeo');
    expect(scripts()).toEqual(['https://player.vimeo.com/api/player.js']);
    const api = { Player: function Player() {} };
    win.Vimeo = api;
    document.head.querySelector('script[data-video-api]')!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
    expect(providerApiState('vimeo')).toBe('loaded');
    expect(providerApiState('youtube')).toBe('not-loaded');
  });

  it('returns to not loaded when the script fails, so a later press tries again', async () => {
    const failed = loadProviderApi('vimeo');
    document.head.querySelector('script[data-video-api]')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Video provider API failed to load: https://player.vimeo.com/api/player.js');
    expect(providerApiState('vimeo')).toBe('not-loaded');
    void loadProviderApi('vimeo').catch(() => undefined);
    expect(scripts()).toHaveLength(2);
  });

  it('uses an API already on the page without requesting it', async () => {
    const api = { Player: function Player() {} };
    win.YT = api;
    await expect(loadProviderApi('youtube')).resolves.toBe(api);
    expect(scripts()).toEqual([]);
  });
});
