// @vitest-environment jsdom
/**
 * @isolated: runs the page's head script on the document (its listeners stay for good).
 * What a visitor does in a block before the page's code has run is replayed once the block is live
 * (the head script, then {@link blockLive} or {@link hydratedInPlace}).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_EARLY_INPUT_SCRIPT } from './earlyInputScript';
import { blockLive, hydratedInPlace, LIVE_ATTRIBUTE, PAGE_BLOCK_ATTRIBUTE, visitorActedIn } from './preHydrationInput';

beforeAll(() => {
  // The head script, as the browser runs it before any module.
  new Function(HOLD_EARLY_INPUT_SCRIPT)();
});

afterEach(() => {
  document.body.innerHTML = '';
  window.__vitrineHeldPress = undefined;
  window.__vitrineHeldSubmit = undefined;
});

function frameWith(html: string): HTMLElement {
  const frame = document.createElement('div');
  frame.setAttribute(PAGE_BLOCK_ATTRIBUTE, '');
  frame.innerHTML = html;
  document.body.append(frame);
  return frame;
}

describe('a press before the page’s code has run', () => {
  it('is held back, then pressed again once the block is live', () => {
    const frame = frameWith('<button type="button">Next</button>');
    const button = frame.querySelector('button')!;
    const seen: boolean[] = [];
    button.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    button.click();
    // Held back before it reaches the button (or the handlers React may have attached already).
    expect(seen).toEqual([]);
    blockLive(frame);
    expect(frame.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(seen).toEqual([false]);
    // Once live, a press goes through at once and is not replayed again.
    button.click();
    expect(seen).toEqual([false, false]);
  });

  it('is replayed by a block hydrating in place later, once only', async () => {
    const frame = frameWith('<button type="button">Next</button>');
    const button = frame.querySelector('button')!;
    let presses = 0;
    button.click();
    button.addEventListener('click', (event) => {
      if (!event.defaultPrevented) presses += 1;
    });
    hydratedInPlace(frame);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(presses).toBe(1);
    expect(window.__vitrineHeldPress).toBeUndefined();
  });

  it('leaves links, and the presses of blocks already live, alone', () => {
    const live = frameWith('<button type="button">Play</button>');
    live.setAttribute(LIVE_ATTRIBUTE, '');
    const pending = frameWith('<a href="#top"><span role="button">Top</span></a>');
    const prevented: boolean[] = [];
    for (const element of [live.querySelector('button')!, pending.querySelector('span')!]) {
      element.addEventListener('click', (event) => prevented.push(event.defaultPrevented));
      element.click();
    }
    expect(prevented).toEqual([false, false]);
    expect(window.__vitrineHeldPress).toBeUndefined();
  });

  it('holds a submission back and sends it once the block is live', () => {
    const frame = frameWith('<form><input name="email" value="a@b.ca"><button type="submit">Send</button></form>');
    const form = frame.querySelector('form')!;
    const submitted: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submitted.push(event.defaultPrevented);
      event.preventDefault();
    });
    form.requestSubmit();
    expect(window.__vitrineHeldSubmit).toBe(form);
    expect(submitted).toEqual([]);
    blockLive(frame);
    expect(submitted).toEqual([false]);
  });
});

describe('what the visitor did before the page’s code could hear it', () => {
  it('counts in the block where a press or a submission is held, text was typed or the focus is', () => {
    const pressed = frameWith('<button type="button">Print</button>');
    const untouched = frameWith('<button type="button">Share</button><input aria-label="Email">');
    expect(visitorActedIn(pressed)).toBe(false);
    pressed.querySelector('button')!.click();
    expect(visitorActedIn(pressed)).toBe(true);
    expect(visitorActedIn(untouched)).toBe(false);

    const typed = frameWith('<input aria-label="Name">');
    const name = typed.querySelector('input')!;
    name.value = 'Maude';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(visitorActedIn(typed)).toBe(true);

    untouched.querySelector('input')!.focus();
    expect(visitorActedIn(untouched)).toBe(true);
  });
});

describe('leaving before the page’s code has run', () => {
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks first once text was typed into a guarded form, and leaves the question to the block once it is live', () => {
    const frame = frameWith('<form data-leave-guard><textarea name="message"></textarea></form>');
    expect(leave()).toBe(false);
    const field = frame.querySelector('textarea')!;
    field.value = 'Bonjour';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(leave()).toBe(true);
    frame.setAttribute(LIVE_ATTRIBUTE, '');
    expect(leave()).toBe(false);
  });

  it('lets the visitor go after typing into another field (a search box)', () => {
    const frame = frameWith('<form role="search"><input name="q"></form>');
    const field = frame.querySelector('input')!;
    field.value = 'Longueuil';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(leave()).toBe(false);
  });
});
