/**
 * What a visitor sees when a block's code could not be downloaded (spec 000 §2 "A failed lazy
 * component shows a skeleton placeholder"; §4 chunk-load failures): the server's HTML of the
 * block stays, and a note above it says the section could not finish loading, with "Try again",
 * which downloads the code again (the block then comes alive where it stands) or, when that fails
 * too (a deploy replaced the files, a network that keeps failing), reloads the page.
 *
 * Its own small file, fetched only then, written in plain DOM (no React root of its own): the
 * note sits before the block's server markup in its frame, where React never renders. Styled by
 * the page's global stylesheet (`.block-load-failure`), in the block's colour scheme.
 */
import { createIntl } from 'react-intl';
import type { Locale } from '../../lib/locales';
import { BLOCK_LOAD_FAILURE_ATTRIBUTE } from '../../lib/pageBlockMarkers';
import { messageCatalog } from '../i18n/messageCatalogs';

/**
 * Shows the note at the top of `frame` (a block's frame).
 * @param retry downloads the block's code again; resolves true when it came
 */
export function showLoadFailure(frame: HTMLElement, locale: Locale, retry: () => Promise<boolean>): void {
  const intl = createIntl({ locale, messages: messageCatalog(locale) as Record<string, string> });
  const note = document.createElement('div');
  note.className = 'block-load-failure';
  note.setAttribute('role', 'alert');
  // Its press is the page's, not the block's: the head script does not hold it for the block.
  note.setAttribute(BLOCK_LOAD_FAILURE_ATTRIBUTE, '');
  const text = document.createElement('p');
  text.textContent = intl.formatMessage({ id: 'blocks.load-failed.message' });
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = intl.formatMessage({ id: 'blocks.load-failed.retry' });
  button.addEventListener('click', () => {
    button.disabled = true;
    void retry().then((came) => (came ? note.remove() : window.location.reload()));
  });
  note.append(text, button);
  frame.prepend(note);
}
