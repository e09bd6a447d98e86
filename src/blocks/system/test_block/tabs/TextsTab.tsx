/**
 * Texts tab of the developer test block: the heading scale (h2–h6), body and small paragraphs, and
 * a rich-text sample (bold, italic, links, lists, quote), in the active locale.
 */
import { useLocalized } from '../../../runtime/AppContext';
import { RichText } from '../../../ui/RichText';
import { headingSample, paragraphSamples, richTextSample, sectionTitles } from '../samples';
import styles from '../TestBlock.module.css';

export function TextsTab() {
  const localize = useLocalized();
  const heading = localize(headingSample);
  return (
    <div className={styles.stack}>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.headings)}</h3>
        <h2 className={styles.sampleH2}>H2 · {heading}</h2>
        <h3 className={styles.sampleH3}>H3 · {heading}</h3>
        <h4 className={styles.sampleH4}>H4 · {heading}</h4>
        <h5 className={styles.sampleH5}>H5 · {heading}</h5>
        <h6 className={styles.sampleH6}>H6 · {heading}</h6>
      </section>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.paragraphs)}</h3>
        <p className={styles.lead}>{localize(paragraphSamples[0])}</p>
        <p className={styles.body}>{localize(paragraphSamples[0])}</p>
        <p className={styles.small}>{localize(paragraphSamples[1])}</p>
      </section>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.richText)}</h3>
        <RichText value={richTextSample} />
      </section>
    </div>
  );
}
