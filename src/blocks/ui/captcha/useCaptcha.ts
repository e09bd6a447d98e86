/**
 * `useCaptcha(formId)` — the captcha for one form (spec 000 §4 "Captcha", §5 "The submit button is
 * disabled ... when no captcha site key exists", §8 "A missing captcha key disables submit").
 *
 * The provider comes from the page payload (see `resolveCaptchaSetup`). While the form is mounted
 * (and, when `visibilityTarget` is given, while that element is in the viewport) it counts as one
 * requester of the page's shared widget. The returned client is stable between renders.
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
  const stableSetup = useMemo(() => setup, [setupKey]);
  const manager = getCaptchaManager(stores);
  const visible = useIsVisible(visibilityTarget);

  useEffect(() => {
    if (!visible) return;
    manager.request(formId, stableSetup);
    return () => manager.release(formId);
  }, [manager, formId, stableSetup, visible]);

  return useMemo<CaptchaClient>(
    () => ({
      ready: stableSetup.provider !== 'none',
      getToken: (action) => manager.getToken(stableSetup, action),
      reset: () => manager.reset(),
    }),
    [manager, stableSetup],
  );
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
