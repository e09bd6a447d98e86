/**
 * The page's head script that holds what a visitor does in a block before its code has run
 * (see preHydrationInput.ts, which hands it over once the block is live). Its own module so the
 * browser's bundles never carry it: only the server writes it into the head.
 */
import { BLOCK_LOAD_FAILURE_ATTRIBUTE, LEAVE_GUARD_ATTRIBUTE, NOT_LIVE_BLOCK_SELECTOR } from '../../lib/pageBlockMarkers';

/**
 * Inline head script: until a page block is live, a submission of a form in it is held back and
 * remembered (`window.__vitrineHeldSubmit`), and so is the press of one of its buttons
 * (`window.__vitrineHeldPress`), for the block to replay once it hydrates; the text typed into one
 * of its fields is kept on the field (`__vitrineTyped`). It runs before any
 * module of the page, so a press made while the page's code is still downloading is not lost. A
 * held event goes no further: a block whose handlers are attached but whose effects have not run
 * yet would otherwise act on it, then again on its replay. The "Try again" of a block whose code
 * could not be downloaded is not held: it is what brings the code.
 */
export const HOLD_EARLY_INPUT_SCRIPT = `(function(){var w=window;function f(e){var t=e.target;return t&&t.closest?t.closest('${NOT_LIVE_BLOCK_SELECTOR}'):null}addEventListener('input',function(e){var b=f(e);if(b){e.target.__vitrineTyped=e.target.value;if(e.target.closest('[${LEAVE_GUARD_ATTRIBUTE}]'))b.__vitrineTyped=1}},true);addEventListener('beforeunload',function(e){var l=document.querySelectorAll('${NOT_LIVE_BLOCK_SELECTOR}');for(var i=0;i<l.length;i++)if(l[i].__vitrineTyped){e.preventDefault();e.returnValue='';return}});addEventListener('submit',function(e){if(f(e)){e.preventDefault();e.stopPropagation();w.__vitrineHeldSubmit=e.target}},true);addEventListener('click',function(e){var b=f(e);if(!b)return;var p=e.target.closest('button,[role="button"]');if(!p||!b.contains(p)||p.closest('a[href],[${BLOCK_LOAD_FAILURE_ATTRIBUTE}]')||(p.type==='submit'&&p.form))return;e.preventDefault();e.stopPropagation();w.__vitrineHeldPress=p},true)})()`;
