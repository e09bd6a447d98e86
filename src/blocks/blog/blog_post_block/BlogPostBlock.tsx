/**
 * Blog post (spec 001 §2 "blog post page", §4 "Blog post", §9 reading time): category, title
 * (the page's h1), author, date and reading time, the cover, the body blocks and the tags. The
 * share list sits in the header below the extra-large breakpoint (1200 px) and above the content
 * from it; the share address is the page's own.
 */
import { useIntl } from 'react-intl';
import { formatDate } from '../../../lib/dates';
import { formatReadingMinutes } from '../../../lib/readingTime';
import type { BlockProps } from '../../defineBlock';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import { ArticleBody } from '../_parts/ArticleBody';
import { ShareLinks } from '../_parts/ShareLinks';
import { usePageUrl } from '../_parts/usePageUrl';
import type { blogPostBlockFields, blogPostBlockParams } from './schema';
import styles from './BlogPostBlock.module.css';

export function BlogPostBlock({ fields, params }: BlockProps<typeof blogPostBlockFields, typeof blogPostBlockParams>) {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalized();
  const pageUrl = usePageUrl();
  const article = params.article;
  const title = localize(fields.main_title) ?? '';
  const minutes = article?.read_time[locale];
  const category = localize(article?.category);
  const tags = fields.tags_repeater.map((tag) => localize(tag.fields.text)).filter(Boolean) as string[];
  const avatar = fields.author_avatar ? localize(fields.author_avatar.media)?.url : undefined;
  return (
    <article className={styles.post}>
      <header className={styles.header}>
        {category ? <p className={styles.category}>{category}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.meta}>
          {fields.author_name ? (
            <span className={styles.author}>
              {avatar ? <Image value={fields.author_avatar} alt="" width={44} height={44} aspectRatio="1 / 1" sizes="44px" className={styles.avatar} /> : null}
              <span>{intl.formatMessage({ id: 'blog.by-author' }, { name: fields.author_name })}</span>
            </span>
          ) : null}
          {article ? <time dateTime={article.published_at}>{formatDate(article.published_at, locale, 'long')}</time> : null}
          {minutes ? <span>{intl.formatMessage({ id: 'blog.reading-time' }, { time: formatReadingMinutes(minutes, locale) })}</span> : null}
        </div>
        <ShareLinks url={pageUrl} title={title} className={styles.shareHeader} />
      </header>
      {fields.main_image ? (
        <div className={styles.cover}>
          <Image value={fields.main_image} aspectRatio="16 / 9" priority sizes="(min-width: 1200px) 1100px, 100vw" />
        </div>
      ) : null}
      <div className={styles.content}>
        <ShareLinks url={pageUrl} title={title} className={styles.shareContent} />
        <ArticleBody blocks={fields.main_content} />
        {tags.length > 0 ? (
          <div className={styles.tags}>
            <h2 className={styles.tagsTitle}>{intl.formatMessage({ id: 'blog.tags' })}</h2>
            <ul className={styles.tagList}>
              {tags.map((tag) => (
                <li key={tag} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  );
}
