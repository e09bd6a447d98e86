// @vitest-environment jsdom
/**
 * @isolated: runs the page's head script on the document (its listeners stay for good).
 * The language switch clicked before its header is live (the browser follows the plain link)
 * still remembers the visitor's choice, like the live switch does (spec 000 §9 "Language cookie").
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_ATTRIBUTE, PAGE_BLOCK_ATTRIBUTE } from '../../lib/pageBlockMarkers';
import { LOCALE_SWITCH_ATTRIBUTE, localeCookieString, REMEMBER_EARLY_LOCALE_SWITCH_SCRIPT } from './localeSwitch';

beforeAll(() => {
  new Function(REMEMBER_EARLY_LOCALE_SWITCH_SCRIPT)();
});

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

function headerWithSwitch(live: boolean): HTMLAnchorElement {
  const frame = document.createElement('div');
  frame.setAttribute(PAGE_BLOCK_ATTRIBUTE, '');
  if (live) frame.setAttribute(LIVE_ATTRIBUTE, '');
  frame.innerHTML = `<a href="#en" ${LOCALE_SWITCH_ATTRIBUTE}="en"><span>EN</span></a>`;
  document.body.append(frame);
  return frame.querySelector('a')!;
}

describe('the early language switch', () => {
  it('writes the cookie the live switch writes when clicked before the header is live', () => {
    headerWithSwitch(false).querySelector('span')!.click();
    expect(document.cookie).toContain('i18n_redirected=en');
    expect(localeCookieString('en')).toMatch(/^i18n_redirected=en; Max-Age=\d+; Path=\/; SameSite=Lax$/);
  });

  it('leaves the choice to the live switch once the header is live (it may warn instead)', () => {
    headerWithSwitch(true).click();
    expect(document.cookie).not.toContain('i18n_redirected=en');
  });
});
