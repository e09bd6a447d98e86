/**
 * Video providers answered locally (no network in tests): every request that would leave the
 * loopback is recorded and answered on the spot — YouTube's frame with a tiny stand-in page, its
 * IFrame Player API with a stand-in script whose players report ready, playing and paused.
 */
import type { Page } from '@playwright/test';

const LOOPBACK = (host: string) => host === '127.0.0.1' || host === 'localhost' || host.endsWith('.localhost');

/** Answers every request that would leave the loopback locally; returns the list of their URLs. */
export async function recordExternalRequests(page: Page): Promise<string[]> {
  const external: string[] = [];
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if ((protocol === 'http:' || protocol === 'https:') && !LOOPBACK(hostname)) external.push(request.url());
  });
  await page.context().route(
    (url) => (url.protocol === 'http:' || url.protocol === 'https:') && !LOOPBACK(url.hostname),
    (route) =>
      route.request().url() === YOUTUBE_API
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body: YOUTUBE_API_STUB })
        : route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Lecteur</title><p>Lecteur vidéo</p>' }),
  );
  return external;
}

export const YOUTUBE_API = 'https://www.youtube.com/iframe_api';

/**
 * A local stand-in of YouTube's IFrame Player API: `YT.Player` binds to the frame, reports ready,
 * and reports "playing" when asked to play; it counts the players it made in `window.__ytPlayers`
 * and keeps the last one in `window.__ytLastPlayer`.
 */
const YOUTUBE_API_STUB = `
window.YT = {
  Player: function (frame, options) {
    var self = this;
    var events = (options && options.events) || {};
    window.__ytPlayers = (window.__ytPlayers || 0) + 1;
    window.__ytLastPlayer = self;
    self.playVideo = function () { if (events.onStateChange) events.onStateChange({ data: 1, target: self }); };
    self.pauseVideo = function () { if (events.onStateChange) events.onStateChange({ data: 2, target: self }); };
    self.destroy = function () {};
    setTimeout(function () { if (events.onReady) events.onReady({ target: self }); }, 0);
  },
};
if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
`;
