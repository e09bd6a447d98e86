/**
 * Blog articles grid (spec 001 §2: 1 article at medium and down, up to 3 at extra-large and down,
 * all otherwise): the fed cards in a responsive grid, extra cards hidden by width. Renders nothing
 * when no article is fed (a blog with no article yet).
 */
import type { BlockProps } from '../../defineBlock';
import layout from '../../content/_parts/layout.module.css';
import { ArticleCard } from '../_parts/ArticleCard';
import { BlogSectionHeading } from '../_parts/BlogSection';
import type { blogArticlesGridBlockFields, blogArticlesGridBlockParams } from './schema';
import styles from './BlogArticlesGridBlock.module.css';

/**
 * Cover `sizes` of a grid showing `count` cards: one card below 768 px, up to three in a row
 * (32 px apart) below 1440 px, all of them from 1440 px; the content is 1200 px wide at most.
 */
function gridSizes(count: number): string {
  const upToThree = Math.max(1, Math.min(count, 3));
  const all = Math.max(1, count);
  const card = (columns: number) => Math.round((1200 - 32 * (columns - 1)) / columns);
  return [
    `(min-width: 1440px) ${card(all)}px`,
    `(min-width: 1296px) ${card(upToThree)}px`,
    `(min-width: 960px) calc((100vw - ${96 + 32 * (upToThree - 1)}px) / ${upToThree})`,
    `(min-width: 768px) calc((90vw - ${32 * (upToThree - 1)}px) / ${upToThree})`,
    '90vw',
  ].join(', ');
}

export function BlogArticlesGridBlock({ fields, params, index }: BlockProps<typeof blogArticlesGridBlockFields, typeof blogArticlesGridBlockParams>) {
  const articles = params.core_data?.articlesListing ?? [];
  if (articles.length === 0) return null;
  return (
    <section className={layout.section}>
      <div className={layout.inner}>
        <BlogSectionHeading superTitle={fields.super_title} title={fields.main_title} cta={fields.cta} index={index} />
        <ul className={styles.grid}>
          {articles.map((article) => (
            <li key={article.id} className={styles.item}>
              <ArticleCard article={article} sizes={gridSizes(articles.length)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
