/**
 * Hero with the property search bar (spec 001 §2 "hero blocks (search bar …)", §9 "Hero search bar
 * offset 95"): a background image (focal point and filters honoured) under the heroes' dark veil
 * ({@link HeroBackground}) for contrast, the title (the page's h1 when first), an optional description, and the
 * {@link HeroSearchBar}, lifted 95 px towards the bottom edge of the image on wide screens. Its code
 * loads when the visitor reaches for the bar (or at once when the session kept a search), a press
 * made before being carried out (src/renderer/blocks/hydrateOnIntent.ts).
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { HeroBackground } from '../../content/_parts/hero/HeroBackground';
import hero from '../../content/_parts/hero/hero.module.css';
import { HeroSearchBar } from '../_parts/search/HeroSearchBar';
import type { heroBlock1Fields, heroBlock1Params } from './schema';
import styles from './HeroBlock1.module.css';

export function HeroBlock1({ fields, index }: BlockProps<typeof heroBlock1Fields, typeof heroBlock1Params>) {
  const localize = useLocalized();
  const Heading = index === 0 ? 'h1' : 'h2';
  const superTitle = localize(fields.super_title);
  const description = localize(fields.description);
  return (
    <section className={styles.hero}>
      <HeroBackground media={{ image: fields.bg_image }} priority={index === 0} fade="bottom" />
      <div className={styles.inner}>
        <div className={styles.text}>
          {superTitle ? <p className={styles.superTitle}>{superTitle}</p> : null}
          <Heading className={[hero.title, styles.title].join(' ')}>{localize(fields.main_title)}</Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <HeroSearchBar buyLabel={localize(fields.buy_tab_title)} rentLabel={localize(fields.rent_tab_title)} />
      </div>
    </section>
  );
}
