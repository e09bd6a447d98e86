import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/messages';
import { FAILURE_TEXTS } from './ErrorPage';

describe('the error page’s own fallback texts', () => {
  it('say what the message catalogues say', () => {
    for (const locale of ['fr', 'en'] as const) {
      expect(FAILURE_TEXTS[locale]).toEqual({ failed: messagesFor(locale)['errors.error-page-failed'], home: messagesFor(locale)['errors.go-home'] });
    }
  });
});
