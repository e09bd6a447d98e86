/**
 * A site page's document (spec 000 §2, §4 "Page load"): `<html lang="fr-CA|en-CA">`, its head's
 * tags, the idle loading bar, the page's island (its HTML and JSON state, rendered apart:
 * src/renderer/page/PageIsland.tsx) and the site's body-end scripts. Everything outside the island
 * is static: the browser hydrates the island alone.
 */
import { LOCALE_ISO, type Locale } from '../../lib/locales';
import { LoadingBarFrame } from '../navigation/LoadingBar';
import { IslandContainer, type IslandMarkup } from '../page/PageIsland';
import { HeadTagList, type HeadTag } from './headTags';

export interface PublicDocumentProps {
  locale: Locale;
  /** The head's tags in order (documentHeadTags). */
  head: readonly HeadTag[];
  /** Where the island's HTML and state go (renderPublicPage.tsx writes marks, then the pieces). */
  island: IslandMarkup;
  /** The site's scripts placed at the end of the body. */
  bodyScripts: readonly HeadTag[];
}

export function PublicDocument({ locale, head, island, bodyScripts }: PublicDocumentProps) {
  return (
    <html lang={LOCALE_ISO[locale]}>
      <head>
        <HeadTagList tags={head} />
      </head>
      <body>
        <LoadingBarFrame phase="idle" />
        <IslandContainer island={island} />
        <HeadTagList tags={bodyScripts} />
      </body>
    </html>
  );
}
