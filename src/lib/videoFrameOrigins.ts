/**
 * The hosts a video player frame may load from (spec 001 §4 "Video": privacy-mode host): YouTube's
 * `youtube-nocookie.com` and Vimeo's player. The page's CSP `frame-src` lists exactly these (plus
 * the site itself and the captcha), and the video player embeds nothing else.
 */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/**
 * The provider player API scripts (spec 001 §4 "Video": "the embedded-video provider API loads once
 * on demand"), requested only after the visitor presses a video's play button, once per page:
 * YouTube's IFrame Player API and Vimeo's player.js.
 */
export const VIDEO_API_SCRIPTS = {
  youtube: 'https://www.youtube.com/iframe_api',
  vimeo: 'https://player.vimeo.com/api/player.js',
} as const;

/**
 * The hosts of {@link VIDEO_API_SCRIPTS} (YouTube's API loader fetches its widget script from the
 * same host): the only third-party hosts of the page's CSP `script-src` besides the captcha's.
 */
export const VIDEO_SCRIPT_ORIGINS = ['https://www.youtube.com', 'https://player.vimeo.com'] as const;
