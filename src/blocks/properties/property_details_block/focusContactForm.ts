import { whenBlockLive } from '../../../lib/pageBlockMarkers';

/**
 * Scrolls to the page's contact form block (`[data-block-type="contact_form_block"]`) and moves the
 * focus to its first field, for the listing's "Ask for information" button (the listing question is
 * asked in the page's contact form, prefilled). Does nothing on a page without that block. Scrolls smoothly unless the visitor asks for reduced motion.
 *
 * A form whose code is still on its way hydrates in place; once it is live, its first field gets
 * the focus again only if the focus is still where this left it (or lost to the page): a visitor
 * already typing in another field keeps their place, so nothing they type lands in the wrong field.
 */
export function focusContactForm(): void {
  const form = document.querySelector<HTMLElement>('[data-block-type="contact_form_block"]');
  if (!form) return;
  form.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
  const firstField = () => form.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea');
  const focused = firstField();
  focused?.focus({ preventScroll: true });
  whenBlockLive(form, () => {
    const active = document.activeElement;
    if (!active || active === document.body || active === focused) firstField()?.focus({ preventScroll: true });
  });
}
