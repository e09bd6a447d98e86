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
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
