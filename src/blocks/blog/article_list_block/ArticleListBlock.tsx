/** Article list (an article body block): one `<li>` per line, numbered when `ordered`. */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import prose from '../_parts/prose.module.css';
import { type articleListBlockFields, type articleListBlockParams } from './schema';
import { listItems } from './constants';
import styles from './ArticleListBlock.module.css';

export function ArticleListBlock({ fields, params }: BlockProps<typeof articleListBlockFields, typeof articleListBlockParams>) {
  const localize = useLocalized();
  const items = listItems(localize(fields.items));
  if (items.length === 0) return null;
  const List = params.ordered ? 'ol' : 'ul';
  return (
    <List className={[prose.block, styles.list].join(' ')}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </List>
  );
}
