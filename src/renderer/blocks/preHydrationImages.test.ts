// @vitest-environment jsdom
/**
 * @isolated: runs the page's head script on the document (its listeners stay for good).
 * A lazy image that loads in a block not yet live starts its fade by itself (the head script); in
 * a live block the Image component keeps the lead.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_ATTRIBUTE, PAGE_BLOCK_ATTRIBUTE } from '../../lib/pageBlockMarkers';
import { REVEAL_EARLY_IMAGES_SCRIPT } from './preHydrationImages';

beforeAll(() => {
  // The head script, as the browser runs it before the body is parsed.
  new Function(REVEAL_EARLY_IMAGES_SCRIPT)();
});

afterEach(() => {
  document.body.innerHTML = '';
});

function imageIn(frameAttributes: string[], appear: string): HTMLImageElement {
  const frame = document.createElement('div');
  for (const name of frameAttributes) frame.setAttribute(name, '');
  frame.innerHTML = `<section><span><img alt="" data-appear="${appear}"></span></section>`;
  document.body.append(frame);
  return frame.querySelector('img')!;
}

const load = (img: HTMLImageElement) => img.dispatchEvent(new Event('load'));

describe('images of a block whose code has not arrived', () => {
  it('fade in once loaded, waiting or already in view', () => {
    for (const appear of ['0', '1']) {
      const img = imageIn([PAGE_BLOCK_ATTRIBUTE], appear);
      expect(img.getAttribute('data-appear')).toBe(appear);
      load(img);
      expect(img.getAttribute('data-appear')).toBe('2');
    }
  });

  it('are left to the Image component once the block is live, and so are images done or outside blocks', () => {
    const live = imageIn([PAGE_BLOCK_ATTRIBUTE, LIVE_ATTRIBUTE], '0');
    const done = imageIn([PAGE_BLOCK_ATTRIBUTE], '3');
    const outside = imageIn([], '0');
    for (const img of [live, done, outside]) load(img);
    expect([live, done, outside].map((img) => img.getAttribute('data-appear'))).toEqual(['0', '3', '0']);
  });
});
