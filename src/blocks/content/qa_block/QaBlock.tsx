/**
 * Q&A block (spec 001 §2 "Q&A"): the intro (super title, title, description, CTA) beside an
 * accordion of questions, stacked below lg (992 px). Built on react-aria's DisclosureGroup: each
 * question is a button in an `<h3>` with `aria-expanded`/`aria-controls`, operable with Tab, Enter
 * and Space; answers stay in the HTML when closed (`hidden="until-found"`, so find-in-page opens
 * them). Deep link: each question heading carries a stable id (./qaAnchors.ts); when the address's
 * hash names one, on load or later, its answer opens and the question scrolls into view.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, type Key } from 'react-aria-components';
import type { BlockProps } from '../../defineBlock';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { RichText } from '../../ui/RichText';
import layout from '../_parts/layout.module.css';
import { SectionIntro } from '../_parts/SectionIntro';
import { qaAnchors } from './qaAnchors';
import type { qaBlockFields, qaBlockParams } from './schema';
import styles from './QaBlock.module.css';

/** The question id named by the address's hash, if any (`#taxe-de-bienvenue` → `taxe-de-bienvenue`). */
function hashId(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

export function QaBlock({ fields, params, index }: BlockProps<typeof qaBlockFields, typeof qaBlockParams>) {
  const localize = useLocalized();
  const locale = useLocale();
  const items = fields.qa_repeater;
  const anchors = useMemo(() => qaAnchors(items, locale), [items, locale]);
  const allowMultiple = params.allow_multiple ?? true;
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(params.open_first && anchors[0] ? [anchors[0]] : []));

  const openFromHash = useCallback(() => {
    const id = hashId();
    if (!id || !anchors.includes(id)) return;
    setExpanded((current) => (allowMultiple ? new Set([...current, id]) : new Set([id])));
    // After the answer has opened: bring the question to the top of the view.
    requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
      target.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    });
  }, [anchors, allowMultiple]);

  useEffect(() => {
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [openFromHash]);

  return (
    <section className={layout.section}>
      <div className={[layout.inner, styles.grid].join(' ')}>
        <SectionIntro
          superTitle={fields.super_title}
          title={fields.main_title}
          description={fields.description}
          ctas={fields.cta ? [fields.cta] : []}
          index={index}
          className={styles.intro}
          descriptionClassName={styles.description}
        />
        <DisclosureGroup
          className={styles.list}
          allowsMultipleExpanded={allowMultiple}
          expandedKeys={expanded}
          onExpandedChange={setExpanded}
        >
          {items.map((item, position) => {
            const id = anchors[position];
            return (
              <Disclosure key={id} id={id} className={styles.item} data-testid="qa-item">
                <Heading level={3} id={id} className={styles.question}>
                  <Button slot="trigger" className={styles.trigger}>
                    {item.fields.icon ? (
                      <span className={styles.leftIcon}>
                        <Icon value={item.fields.icon} size={22} />
                      </span>
                    ) : null}
                    <span className={styles.questionText}>{localize(item.fields.main_title)}</span>
                    <span className={styles.chevron} aria-hidden="true">
                      <Icon value="chevron-down" size={20} />
                    </span>
                  </Button>
                </Heading>
                <DisclosurePanel className={styles.panel}>
                  <RichText value={item.fields.description} className={[styles.answer, item.fields.icon ? styles.answerIndented : ''].join(' ')} />
                </DisclosurePanel>
              </Disclosure>
            );
          })}
        </DisclosureGroup>
      </div>
    </section>
  );
}
