/**
 * A document's head from the heads that make it (the shell's, then the page's), as the routed
 * app's `HeadContent` writes them: one `<title>` (the last given), one `<meta>` per name or
 * property (the last given), the CSP nonce's `<meta>`, then the
 * links, styles and scripts in order (an identical repeat written once), each carrying the nonce.
 */
import type { ReactElement } from 'react';

/** A tag's attributes as React props (`charSet`, `hrefLang`); `title` on a meta is the document's title. */
export type HeadAttributes = Record<string, string | undefined>;

/** What a route's `head()` gives (TanStack's shape): tags by kind; `children` is a style's or script's text. */
export interface DocumentHead {
  meta?: HeadAttributes[];
  links?: HeadAttributes[];
  styles?: HeadAttributes[];
  scripts?: HeadAttributes[];
}

/** One tag of the head, ready to render. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'style' | 'script';
  attributes: HeadAttributes;
  children?: string;
}

/**
 * The merged tags of `heads`, in document order.
 * @param heads the heads in order (later ones win for the title and for a meta's name or property)
 * @param nonce the CSP nonce, written on every tag and in a `<meta property="csp-nonce">`
 */
export function documentHeadTags(heads: readonly DocumentHead[], nonce?: string): HeadTag[] {
  const metas = heads.flatMap((head) => head.meta ?? []);
  const lastOf = new Map<string, number>();
  let title: string | undefined;
  metas.forEach((meta, index) => {
    if (meta.title !== undefined) title = meta.title;
    const key = meta.name ?? meta.property;
    if (key !== undefined) lastOf.set(key, index);
  });
  const tags: HeadTag[] = [];
  if (nonce) tags.push({ tag: 'meta', attributes: { property: 'csp-nonce', content: nonce } });
  if (title !== undefined) tags.push({ tag: 'title', attributes: {}, children: title });
  metas.forEach((meta, index) => {
    const key = meta.name ?? meta.property;
    if (meta.title === undefined && (key === undefined || lastOf.get(key) === index)) tags.push({ tag: 'meta', attributes: { ...meta, nonce } });
  });
  const links = heads.flatMap((head) => head.links ?? []).map((link): HeadTag => ({ tag: 'link', attributes: { ...link, nonce } }));
  const styles = bodyTags(heads.flatMap((head) => head.styles ?? []), 'style', nonce);
  const scripts = bodyTags(heads.flatMap((head) => head.scripts ?? []), 'script', nonce);
  return [...tags, ...distinct(links), ...distinct(styles), ...distinct(scripts)];
}

/** Tags without the repeats of an identical one (a page's theme the same as the default's is written once). */
function distinct(tags: readonly HeadTag[]): HeadTag[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = JSON.stringify(tag);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Style or script tags with their text apart from their attributes; a script with neither an
 * address nor a text is left out.
 */
export function bodyTags<Entry extends { children?: string; src?: string }>(entries: readonly Entry[], tag: 'style' | 'script', nonce?: string): HeadTag[] {
  return entries.flatMap(({ children, ...attributes }) =>
    tag === 'script' && attributes.src === undefined && children === undefined ? [] : [{ tag, attributes: { ...(attributes as HeadAttributes), nonce }, children }],
  );
}

/** The tags as React elements (text of styles and scripts written as is: their producers escape it). */
export function HeadTagList({ tags }: { tags: readonly HeadTag[] }): ReactElement {
  return <>{tags.map(renderTag)}</>;
}

function renderTag({ tag, attributes, children }: HeadTag, index: number): ReactElement {
  const key = `${tag}-${index}`;
  switch (tag) {
    case 'title':
      return <title key={key}>{children}</title>;
    case 'meta':
      return <meta key={key} {...attributes} />;
    case 'link':
      return <link key={key} {...attributes} />;
    case 'style':
      return <style key={key} {...attributes} dangerouslySetInnerHTML={{ __html: children ?? '' }} />;
    case 'script':
      return attributes.src !== undefined ? <script key={key} {...attributes} /> : <script key={key} {...attributes} dangerouslySetInnerHTML={{ __html: children ?? '' }} />;
  }
}
