/**
 * `useCaptcha(formId)` — the captcha for one form (spec 000 §4 "Captcha", §5 "The submit button is
 * disabled ... when no captcha site key exists", §8 "A missing captcha key disables submit").
 *
 * The provider comes from the page payload (see `resolveCaptchaSetup`). While the form is mounted
 * (and, when `visibilityTarget` is given, once the visitor has started using that element —
 * pointer, touch, focus or key inside it — and while it is in the viewport) it counts as one
 * requester of the page's shared widget, which loads the provider then: a page with a form does
 * not download the captcha until someone fills the form in. The returned client is stable
 * between renders.
 *
 * Usage: `const captcha = useCaptcha('contact-form-1', formRef)`; submit disabled unless
 * `captcha.ready`; on submit `token = await captcha.getToken('contact_form')`, post, then
 * `captcha.reset()`.
 */
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useAppContext, useLocale, usePagePayload } from '../../runtime/AppContext';
import { captchaSetupKey, resolveCaptchaSetup } from './captchaSetup';
import { getCaptchaManager } from './captchaManager';
import type { CaptchaClient } from './types';

/**
 * @param formId a stable id unique to the form on the page
 * @param visibilityTarget optional element (usually the form) whose visibility decides whether the
 *   form counts as a requester; without it the form counts while mounted
 */
export function useCaptcha(formId: string, visibilityTarget?: RefObject<Element | null>): CaptchaClient {
  const { stores, config } = useAppContext();
  const payload = usePagePayload();
  const locale = useLocale();
  const setup = resolveCaptchaSetup(payload, config, locale);
  const setupKey = captchaSetupKey(setup);
  // Re-created only when the setup really changes (new provider, key, URL or locale).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names everything the setup holds; a new object each render is the same setup
  const stableSetup = useMemo(() => setup, [setupKey]);
  const manager = getCaptchaManager(stores);
  const visible = useIsVisible(visibilityTarget);
  const engaged = useIsEngaged(visibilityTarget);

  useEffect(() => {
    if (!visible || !engaged) return;
    manager.request(formId, stableSetup);
    return () => manager.release(formId);
  }, [manager, formId, stableSetup, visible, engaged]);

  return useMemo<CaptchaClient>(
    () => ({
      ready: stableSetup.provider !== 'none',
      getToken: (action) => manager.getToken(stableSetup, action),
      reset: () => manager.reset(),
    }),
    [manager, stableSetup],
  );
}

/** What starts a visitor's use of a form. */
const ENGAGING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** True from the visitor's first pointer, touch, focus or key inside the element; true at once without an element. */
function useIsEngaged(target?: RefObject<Element | null>): boolean {
  const [engaged, setEngaged] = useState(!target);
  useEffect(() => {
    const element = target?.current;
    if (engaged) return;
    if (!element) {
      setEngaged(true);
      return;
    }
    if (element.contains(document.activeElement)) {
      setEngaged(true);
      return;
    }
    const engage = () => setEngaged(true);
    for (const name of ENGAGING_EVENTS) element.addEventListener(name, engage, { capture: true, passive: true });
    return () => {
      for (const name of ENGAGING_EVENTS) element.removeEventListener(name, engage, { capture: true });
    };
  }, [target, engaged]);
  return engaged;
}

/** True while the element intersects the viewport; true when no element or no IntersectionObserver. */
function useIsVisible(target?: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = target?.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setVisible(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return visible;
}
