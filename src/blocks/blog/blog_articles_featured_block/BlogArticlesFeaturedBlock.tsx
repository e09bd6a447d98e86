/**
 * Featured posts (spec 001 §2 "featured articles left, regular right; at most 2 regular at
 * extra-large and down"; §9 "all featured if fewer than 3, else only the first"): large featured
 * cards in the left column, regular cards stacked on the right. Renders nothing without articles.
 */
import type { BlockProps } from '../../defineBlock';
import layout from '../../content/_parts/layout.module.css';
import { ArticleCard } from '../_parts/ArticleCard';
import { BlogSectionHeading } from '../_parts/BlogSection';
import { type blogArticlesFeaturedBlockFields, type blogArticlesFeaturedBlockParams } from './schema';
import { splitFeatured } from './constants';
import styles from './BlogArticlesFeaturedBlock.module.css';

export function BlogArticlesFeaturedBlock({ fields, params, index }: BlockProps<typeof blogArticlesFeaturedBlockFields, typeof blogArticlesFeaturedBlockParams>) {
  const { featured, regular } = splitFeatured(params.core_data?.articlesListing ?? []);
  if (featured.length === 0 && regular.length === 0) return null;
  // One level under the block's title (the page's h1 when the block comes first).
  const headingLevel = index === 0 ? 2 : 3;
  return (
    <section className={layout.section}>
      <div className={layout.inner}>
        <BlogSectionHeading superTitle={fields.super_title} title={fields.main_title} cta={fields.cta} index={index} />
        <div className={styles.columns}>
          {featured.length > 0 ? (
            <ul className={styles.featured}>
              {featured.map((article, i) => (
                <li key={article.id}>
                  <ArticleCard article={article} size="large" headingLevel={headingLevel} priority={index === 0 && i === 0} />
                </li>
              ))}
            </ul>
          ) : null}
          {regular.length > 0 ? (
            <ul className={styles.regular}>
              {regular.map((article) => (
                <li key={article.id} className={styles.regularItem}>
                  <ArticleCard article={article} size="compact" headingLevel={headingLevel} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
