import { describe, expect, it } from 'vitest';
import { directoryMember, socialLink } from './directory';
import { memberRecord, officeRecord, partnerRecord } from './directoryEditing';
import { image, link, video } from './content';
import {
  EMBED_URL_MESSAGE,
  LINK_URL_MESSAGE,
  MEDIA_URL_MESSAGE,
  WEB_URL_MESSAGE,
  embedUrl,
  linkUrl,
  mediaUrl,
  requiredMediaUrl,
  requiredWebUrl,
  sitePath,
} from './safeUrl';

/** Addresses no schema of the module may accept: script schemes, other schemes and the tricks around them. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&#58;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/0d1c',
  'ftp://example.com/file',
  'about:blank',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example\\x',
  'https:evil.example',
  'https:/evil.example',
  'https:///evil.example',
  'https:\\\\evil.example',
  'https://',
  'https://user:secret@evil.example/',
  'https://www.banque.ca@evil.example/',
  'https://exa mple.com/',
  'https://example.com/<script>',
  'https://example.com/"onmouseover="alert(1)',
  'https://example.com/&#x2F;x',
  'https://example.com/ ',
  ' https://example.com/',
  '/fr/contact ',
  ' /fr/contact',
  '/fr/con\ttact',
  '/fr/\u0085',
  '/&#47;evil.example',
  '/\u0000',
  'fr/contact',
  'contact-us',
  'www.example.com',
  '?page=2',
];

describe('linkUrl', () => {
  it.each([
    '',
    'https://www.oaciq.com/fr',
    'HTTPS://WWW.QUEBEC.CA/',
    'http://www.example.ca/plan?x=1&y=2#carte',
    'https://café.example/menu',
    'https://localhost:8443/',
    'mailto:info@exemple.ca',
    'mailto:info@exemple.ca?subject=Visite%20libre',
    'MAILTO:info@exemple.ca',
    'tel:+14505550182',
    'tel:514-555-0123',
    'tel:+1(450)555.0182;ext=12',
    'sms:+14505550182',
    'sms:+14505550182?body=Bonjour%20Julie',
    '/',
    '/fr/contact',
    '/fr/proprietes?type=maison&ville=longueuil#resultats',
    '/media/0123456789abcdef0123456789abcdef-1920.jpg',
    '#',
    '#test-block',
    'contact',
    'terms-of-use',
    'Privacy_Policy',
    'blog',
  ])('accepts %j', (value) => {
    expect(linkUrl.safeParse(value).success).toBe(true);
  });

  it.each([...HOSTILE, 'tel:', 'tel:+1 514 555 0123', 'tel:javascript:alert(1)', 'sms:', 'sms:alert(1)', 'mailto:', 'mailto: info@exemple.ca', '#a b', '#\u0000', 'contact '])(
    'refuses %j with the link message',
    (value) => {
      const parsed = linkUrl.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain(LINK_URL_MESSAGE);
    },
  );

  it('refuses an address longer than 2000 characters', () => {
    expect(linkUrl.safeParse(`https://example.com/${'a'.repeat(2000)}`).success).toBe(false);
  });
});

describe('mediaUrl', () => {
  it.each([
    '',
    '/media/0123456789abcdef0123456789abcdef-1920.jpg',
    '/media/0123456789abcdef0123456789abcdef-16x10-50-35-960.webp',
    '/images/portrait.svg',
    '/media/visite-condo.mp4',
    'https://example.com/images/house.svg',
    'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=1m35s',
  ])('accepts %j', (value) => {
    expect(mediaUrl.safeParse(value).success).toBe(true);
  });

  it.each([...HOSTILE, 'http://example.com/house.jpg', 'http://localhost:3000/images/house.svg', 'mailto:info@exemple.ca', 'tel:+14505550182', '#photo', 'contact'])(
    'refuses %j with the media message',
    (value) => {
      const parsed = mediaUrl.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain(MEDIA_URL_MESSAGE);
    },
  );

  it('has a required form that refuses the empty string', () => {
    expect(requiredMediaUrl.safeParse('').success).toBe(false);
    expect(requiredMediaUrl.safeParse('/blog/keys.svg').success).toBe(true);
    expect(requiredMediaUrl.safeParse('javascript:alert(1)').success).toBe(false);
  });
});

describe('requiredWebUrl', () => {
  it.each(['https://www.linkedin.com/in/julie', 'http://www.facebook.com/julie'])('accepts %j', (value) => {
    expect(requiredWebUrl.safeParse(value).success).toBe(true);
  });

  it.each([...HOSTILE, '', '/fr/contact', 'mailto:info@exemple.ca', '#profil'])('refuses %j with the web message', (value) => {
    const parsed = requiredWebUrl.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(WEB_URL_MESSAGE);
  });
});

describe('embedUrl', () => {
  it.each(['', 'https://outils.example-immobilier.ca/fr/recherche?broker=jt'])('accepts %j', (value) => {
    expect(embedUrl.safeParse(value).success).toBe(true);
  });

  it.each([...HOSTILE, 'http://outils.example-immobilier.ca/fr/recherche', '/fr/recherche', 'mailto:info@exemple.ca'])('refuses %j with the embed message', (value) => {
    const parsed = embedUrl.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(EMBED_URL_MESSAGE);
  });
});

describe('sitePath', () => {
  it.each(['/', '/fr/a-propos', '/en/about?x=1'])('accepts %j', (value) => {
    expect(sitePath.safeParse(value).success).toBe(true);
  });

  it.each([...HOSTILE, '', 'https://example.com/', `/${'a'.repeat(500)}`])('refuses %j', (value) => {
    expect(sitePath.safeParse(value).success).toBe(false);
  });
});

describe('the content and directory schemas that hold addresses', () => {
  const linkValue = (url: string) => ({ text: { fr: 'Lien', en: 'Link' }, url: { fr: url, en: '/en' } });

  it('refuses a link, an image, a video file, a provider address or a poster with a script address', () => {
    expect(link.safeParse(linkValue('/fr/contact')).success).toBe(true);
    expect(link.safeParse(linkValue('javascript:alert(1)')).success).toBe(false);
    expect(link.safeParse({ text: {}, url: {}, on_click_action: { action_type: 'refresh_page' } }).success).toBe(true);
    expect(image.safeParse({ media: { fr: { url: '/images/maison.svg' } } }).success).toBe(true);
    expect(image.safeParse({ media: { fr: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } } }).success).toBe(false);
    expect(video.safeParse({ sources: [{ type: 'video/mp4', url: '/media/visite.mp4' }], poster: { fr: '/images/visite.jpg' } }).success).toBe(true);
    expect(video.safeParse({ sources: [{ type: 'video/mp4', url: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(video.safeParse({ external_sources: [{ type: 'youtube', url: 'javascript:alert(1)//youtube.com' }] }).success).toBe(false);
    expect(video.safeParse({ poster: { en: 'vbscript:msgbox(1)' } }).success).toBe(false);
  });

  it('refuses a member, an office or a partner with a script address', () => {
    expect(socialLink.safeParse({ network: 'linkedin', url: 'javascript:alert(1)' }).success).toBe(false);
    const member = memberRecord.shape;
    expect(member.avatar.safeParse('javascript:alert(1)').success).toBe(false);
    expect(member.avatar.safeParse(null).success).toBe(true);
    expect(member.social_links.safeParse([{ network: 'facebook', url: 'data:text/html,<b>x</b>' }]).success).toBe(false);
    expect(officeRecord.shape.photo.safeParse('/directory/offices/plateau.svg').success).toBe(true);
    expect(officeRecord.shape.photo.safeParse('//evil.example/x.png').success).toBe(false);
    expect(partnerRecord.shape.url.safeParse({ fr: '/fr/contact', en: 'https://notaires.example' }).success).toBe(true);
    expect(partnerRecord.shape.url.safeParse({ fr: 'javascript:alert(1)' }).success).toBe(false);
    expect(partnerRecord.shape.logo.safeParse('JaVaScRiPt:alert(1)').success).toBe(false);
    expect(directoryMember.shape.avatar.safeParse('javascript:alert(1)').success).toBe(false);
  });
});
