import { afterEach, describe, expect, it } from 'vitest';

/** Builds `html` in the body and returns the element marked `data-target`. */
function target(html: string): Element {
  document.body.innerHTML = html;
  return document.querySelector('[data-target]')!;
}

describe('checkVisibility in the jsdom of the tests (what react-aria asks before moving focus)', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.head.querySelectorAll('style').forEach((style) => style.remove());
  });

  it('sees a plain element, and not one outside the document', () => {
    expect(target('<div><button data-target>Go</button></div>').checkVisibility()).toBe(true);
    expect(document.createElement('button').checkVisibility()).toBe(false);
  });

  it('hides what the hidden attribute or an inline display: none hides, the element or an ancestor', () => {
    expect(target('<div hidden><button data-target>Go</button></div>').checkVisibility()).toBe(false);
    expect(target('<div hidden="until-found"><button data-target>Go</button></div>').checkVisibility()).toBe(true);
    expect(target('<div style="display: none"><span><button data-target>Go</button></span></div>').checkVisibility()).toBe(false);
    expect(target('<button data-target style="display:none">Go</button>').checkVisibility()).toBe(false);
  });

  it('hides the content of a closed details element, not its summary', () => {
    expect(target('<details><summary>More</summary><button data-target>Go</button></details>').checkVisibility()).toBe(false);
    expect(target('<details><summary><span data-target>More</span></summary></details>').checkVisibility()).toBe(true);
    expect(target('<details open><summary>More</summary><button data-target>Go</button></details>').checkVisibility()).toBe(true);
  });

  it('reads inherited visibility only when asked, the nearest declaration winning', () => {
    const hidden = target('<div style="visibility: hidden"><button data-target>Go</button></div>');
    expect(hidden.checkVisibility()).toBe(true);
    expect(hidden.checkVisibility({ visibilityProperty: true })).toBe(false);
    expect(target('<div style="visibility: hidden"><button data-target style="visibility: visible">Go</button></div>').checkVisibility({ checkVisibilityCSS: true })).toBe(true);
  });

  it('answers from computed styles once the document has a stylesheet of its own', () => {
    const style = document.createElement('style');
    style.textContent = '.closed { display: none }';
    document.head.append(style);
    expect(target('<div class="closed"><button data-target>Go</button></div>').checkVisibility()).toBe(false);
    expect(target('<div><button data-target>Go</button></div>').checkVisibility()).toBe(true);
  });
});
