/**
 * Share links of a blog post (spec 001 §4 "Share links"): Facebook, X (Twitter) and LinkedIn in a
 * new tab (`noopener`), e-mail (`mailto:` with the page address) and print (the browser's print
 * dialog). `url` is the post's absolute address.
 */
import { useIntl } from 'react-intl';
import { Icon } from '../../ui/Icon';
import styles from './ShareLinks.module.css';

export interface ShareLinksProps {
  /** Absolute URL of the post. */
  url: string;
  /** Title of the post (tweet text, e-mail subject). */
  title: string;
  className?: string;
}

/** The share addresses of a post. */
export function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    mail: `mailto:?subject=${encodeURIComponent(title)}&body=${u}`,
  };
}

export function ShareLinks({ url, title, className }: ShareLinksProps) {
  const intl = useIntl();
  const urls = shareUrls(url, title);
  const newTab = intl.formatMessage({ id: 'blog.new-tab' });
  const external = [
    {
      key: 'facebook',
      href: urls.facebook,
      icon: 'facebook',
      label: intl.formatMessage({ id: 'blog.share-facebook' }),
    },
    {
      key: 'x',
      href: urls.x,
      icon: 'twitter',
      label: intl.formatMessage({ id: 'blog.share-x' }),
    },
    {
      key: 'linkedin',
      href: urls.linkedin,
      icon: 'linkedin',
      label: intl.formatMessage({ id: 'blog.share-linkedin' }),
    },
  ];
  return (
    <nav className={[styles.share, className].filter(Boolean).join(' ')} aria-label={intl.formatMessage({ id: 'blog.share' })}>
      <span className={styles.label} aria-hidden="true">
        {intl.formatMessage({ id: 'blog.share' })}
      </span>
      <ul className={styles.list}>
        {external.map((link) => (
          <li key={link.key}>
            <a className={styles.button} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} ${newTab}`} title={link.label}>
              <Icon value={link.icon} size={18} />
            </a>
          </li>
        ))}
        <li>
          <a className={styles.button} href={urls.mail} aria-label={intl.formatMessage({ id: 'blog.share-mail' })} title={intl.formatMessage({ id: 'blog.share-mail' })}>
            <Icon value="mail" size={18} />
          </a>
        </li>
        <li>
          <button
            type="button"
            className={styles.button}
            onClick={() => window.print()}
            aria-label={intl.formatMessage({ id: 'blog.share-print' })}
            title={intl.formatMessage({ id: 'blog.share-print' })}
          >
            <Icon value="printer" size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
