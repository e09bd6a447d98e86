/**
 * Why the start button is still disabled (spec 001 §4): municipalities loading or failed (with a
 * retry), or no captcha configured for the site.
 */
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import type { MunicipalitiesState } from '../municipalities/useMunicipalities';
import styles from './multiStep.module.css';

export function IntroStatus({ captchaReady, municipalities }: { captchaReady: boolean; municipalities: MunicipalitiesState & { retry(): void } }) {
  const intl = useIntl();
  if (!captchaReady) return <span>{intl.formatMessage({ id: 'contact-form.captcha-unavailable' })}</span>;
  if (municipalities.status === 'error') {
    return (
      <>
        <span>{intl.formatMessage({ id: 'lead-form.municipalities.error' })}</span>
        <Button className={styles.retry} onPress={municipalities.retry}>
          {intl.formatMessage({ id: 'lead-form.retry' })}
        </Button>
      </>
    );
  }
  if (municipalities.status === 'loading') return <span>{intl.formatMessage({ id: 'common.loading' })}</span>;
  return null;
}
