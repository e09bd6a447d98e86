/**
 * Media tab of the developer test block: one image cropped around three focal points, one image
 * per CSS filter (blur, brightness, contrast, opacity, saturate) and the four default placeholders
 * shown when media are missing (spec 000 §3 "image").
 */
import { useLocalized } from '../../../runtime/AppContext';
import { Image } from '../../../ui/Image';
import { filteredImages, focalImages, placeholderKinds, sectionTitles } from '../samples';
import styles from '../TestBlock.module.css';

export function MediaTab() {
  const localize = useLocalized();
  return (
    <div className={styles.stack}>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.focal)}</h3>
        <div className={styles.mediaGrid}>
          {focalImages.map((image, index) => (
            <figure key={index} className={styles.figure}>
              <Image value={image.value} aspectRatio="3 / 4" sizes="(min-width: 768px) 30vw, 90vw" />
              <figcaption>{localize(image.label)}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.filters)}</h3>
        <div className={styles.mediaGrid}>
          {filteredImages.map((image, index) => (
            <figure key={index} className={styles.figure}>
              <Image value={image.value} aspectRatio="4 / 3" sizes="(min-width: 768px) 30vw, 90vw" />
              <figcaption>{localize(image.label)}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.placeholders)}</h3>
        <div className={styles.mediaGrid}>
          {placeholderKinds.map(({ kind, label }) => (
            <figure key={kind} className={styles.figure}>
              <Image value={null} placeholder={kind} aspectRatio="1 / 1" alt={localize(label)} />
              <figcaption>{localize(label)}</figcaption>
            </figure>
          ))}
        </div>
      </section>
    </div>
  );
}
