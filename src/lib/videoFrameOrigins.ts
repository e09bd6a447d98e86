/**
 * The hosts a video player frame may load from (spec 001 §4 "Video": privacy-mode host): YouTube's
 * `youtube-nocookie.com` and Vimeo's player. The page's CSP `frame-src` lists exactly these (plus
 * the site itself and the captcha), and the video player embeds nothing else.
 */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
