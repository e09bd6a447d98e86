/** Edito tab of the developer test block: a long rich-text article at reading width. */
import { RichText } from '../../../ui/RichText';
import { editoArticle } from '../samples';
import styles from '../TestBlock.module.css';

export function EditoTab() {
  return (
    <article className={styles.article}>
      <RichText value={editoArticle} />
    </article>
  );
}
