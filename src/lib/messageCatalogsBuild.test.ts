import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessages } from '../../build/messageCatalogs';
import en from '../renderer/i18n/messages/en.json';
import fr from '../renderer/i18n/messages/fr.json';

describe('messages compiled for the browser (build/messageCatalogs.ts)', () => {
  it('compile every message of both catalogues and format like the ICU text does', () => {
    const values = { count: 3, name: 'Julie', statusCode: 404, total: 12, first: 'Longueuil', summary: 'Brossard', price: 450000, seconds: 5, current: 2, n: 1, index: 2, step: 1, steps: 4 };
    for (const [locale, catalog] of [['fr-CA', fr], ['en-CA', en]] as const) {
      const compiled = compileMessages(catalog, locale.slice(0, 2));
      for (const [key, text] of Object.entries(catalog)) {
        const run = (message: IntlMessageFormat) => {
          try {
            return message.format(values);
          } catch {
            // A message needing a value this test does not give: both forms must refuse it alike.
            return 'error';
          }
        };
        expect(run(new IntlMessageFormat(compiled[key] as never, locale)), key).toEqual(run(new IntlMessageFormat(text, locale)));
      }
    }
  });
});
