/**
 * The block library: a modal dialog with a search field;
 * item blocks (repeater entries) are never offered; a page is offered page blocks, an article its
 * body blocks (text, image, quote, list, video). Search matches the label in both languages
 * and the type.
 */
import { useMemo, useState } from 'react';
import { Button, Dialog, Heading, Input, Label, Modal, ModalOverlay, SearchField } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyBlockSchema } from '../../blocks/defineBlockSchema';
import { blockSchemas } from '../../blocks/schemas';
import { hasBlockComponent } from '../../renderer/blocks/blockComponentCache';
import type { Locale } from '../../lib/locales';
import styles from './BlockLibrary.module.css';

export interface BlockLibraryProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** Called with the chosen block type; the dialog closes. */
  onPick(type: string): void;
  uiLocale: Locale;
  /** What is being edited: a page (default) or an article's body. */
  kind?: 'page' | 'article';
}

function normalize(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Non-item block definitions for `kind` matching `query`, grouped by family (registry order). */
export function searchBlocks(query: string, kind: 'page' | 'article' = 'page'): [string, AnyBlockSchema[]][] {
  const needle = normalize(query.trim());
  const groups = new Map<string, AnyBlockSchema[]>();
  for (const definition of blockSchemas) {
    if (definition.item || definition.internal || !hasBlockComponent(definition.type)) continue;
    if (Boolean(definition.articleBody) !== (kind === 'article')) continue;
    const haystack = normalize(`${definition.label.fr} ${definition.label.en} ${definition.type}`);
    if (needle && !haystack.includes(needle)) continue;
    const list = groups.get(definition.family) ?? [];
    list.push(definition);
    groups.set(definition.family, list);
  }
  return [...groups.entries()];
}

/** The "add a block" dialog. */
export function BlockLibrary({ isOpen, onOpenChange, onPick, uiLocale, kind = 'page' }: BlockLibraryProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => searchBlocks(query, kind), [query, kind]);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-labelledby="block-library-title">
          {({ close }) => (
            <>
              <div className={styles.head}>
                <Heading slot="title" id="block-library-title" className={styles.title}>
                  <FormattedMessage id="editor.library.title" />
                </Heading>
                <Button className={styles.close} onPress={close}>
                  <FormattedMessage id="editor.library.close" />
                </Button>
              </div>
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern) */}
              <SearchField value={query} onChange={setQuery} className={styles.search} autoFocus>
                <Label className={styles.searchLabel}>
                  <FormattedMessage id="editor.library.search" />
                </Label>
                <Input className={styles.input} />
              </SearchField>
              <div className={styles.groups}>
                {groups.length === 0 ? (
                  <p className={styles.none}>{intl.formatMessage({ id: 'editor.library.none' }, { query })}</p>
                ) : (
                  groups.map(([family, definitions]) => (
                    <section key={family} className={styles.group} aria-labelledby={`family-${family}`}>
                      <h3 id={`family-${family}`} className={styles.family}>
                        <FormattedMessage id={`editor.family.${family}`} />
                      </h3>
                      <ul className={styles.grid}>
                        {definitions.map((definition) => (
                          <li key={definition.type}>
                            <Button
                              className={styles.card}
                              data-block-option={definition.type}
                              onPress={() => {
                                onPick(definition.type);
                                setQuery('');
                                close();
                              }}
                            >
                              <span className={styles.cardLabel}>{definition.label[uiLocale]}</span>
                              <span className={styles.cardType}>{definition.type}</span>
                            </Button>
                          </li>
                        ))}
                      </ul>
                    </section>
                  ))
                )}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
