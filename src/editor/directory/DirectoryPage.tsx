/**
 * `/qa/repertoire` and `/qa/directory` (spec 001 §3 directory; the QA directory screen), in French
 * or English: in the QA screen frame (session, loading and failure states: {@link QaScreen}), one
 * tab per collection (members, offices, partners, bank partners, testimonials, rewards) showing
 * its list ({@link DirectoryRecordList}) or the record being edited ({@link DirectoryRecordForm}),
 * over the collection's state and requests ({@link useDirectoryCollection}). Every write is live
 * on the public pages at once (the API drops the cached pages). Default export for the route's
 * lazy `import()`.
 */
import { useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { CmsApi } from '../../api/cmsApi';
import { createCmsDirectoryApi, type CmsDirectoryApi } from '../../api/cmsDirectoryApi';
import type { Locale } from '../../lib/locales';
import { DIRECTORY_COLLECTIONS, type DirectoryCollection } from '../../schema/directoryEditing';
import { Notifier, useNotifier } from '../shell/Notifier';
import { QaScreen } from '../shell/QaScreen';
import listScreen from '../shell/listScreen.module.css';
import { directoryPath } from './directoryRecords';
import { DirectoryRecordForm } from './DirectoryRecordForm';
import { DirectoryRecordList } from './DirectoryRecordList';
import { useDirectoryCollection } from './useDirectoryCollection';
import styles from './DirectoryPage.module.css';

export interface DirectoryPageProps {
  uiLocale: Locale;
  /** Clients (tests pass mocks); default `/api/cms`. */
  api?: CmsApi;
  directoryApi?: CmsDirectoryApi;
}

/** The screen; see the module docstring. */
export function DirectoryPage({ uiLocale, api, directoryApi: givenDirectoryApi }: DirectoryPageProps) {
  const directoryApi = useMemo(() => givenDirectoryApi ?? createCmsDirectoryApi(), [givenDirectoryApi]);
  return (
    <QaScreen uiLocale={uiLocale} current="directory" api={api} pathOf={(locale) => `${directoryPath(locale)}${window.location.search}`}>
      {() => <DirectoryTabs uiLocale={uiLocale} directoryApi={directoryApi} />}
    </QaScreen>
  );
}

function DirectoryTabs({ uiLocale, directoryApi }: { uiLocale: Locale; directoryApi: CmsDirectoryApi }) {
  const intl = useIntl();
  const notifier = useNotifier();
  const [collection, setCollection] = useState<DirectoryCollection>('members');
  return (
    <main className={styles.page}>
      <div className={listScreen.head}>
        <h1 className={listScreen.title}>{intl.formatMessage({ id: 'directory.title' })}</h1>
        <p className={styles.intro}>{intl.formatMessage({ id: 'directory.intro' })}</p>
      </div>
      <Tabs selectedKey={collection} onSelectionChange={(key) => setCollection(key as DirectoryCollection)}>
        <TabList aria-label={intl.formatMessage({ id: 'directory.tabs' })} className={styles.tabs}>
          {DIRECTORY_COLLECTIONS.map((name) => (
            <Tab key={name} id={name} className={styles.tab}>
              {intl.formatMessage({ id: `directory.collection.${name}` })}
            </Tab>
          ))}
        </TabList>
        {DIRECTORY_COLLECTIONS.map((name) => (
          <TabPanel key={name} id={name} className={styles.panel}>
            <CollectionPanel collection={name} uiLocale={uiLocale} directoryApi={directoryApi} notify={notifier.notify} />
          </TabPanel>
        ))}
      </Tabs>
      <Notifier state={notifier} />
    </main>
  );
}

/** One collection: its list, or the record being edited. */
function CollectionPanel(props: { collection: DirectoryCollection; uiLocale: Locale; directoryApi: CmsDirectoryApi; notify(text: string): void }) {
  const state = useDirectoryCollection(props);
  return state.editing ? (
    <DirectoryRecordForm collection={props.collection} uiLocale={props.uiLocale} editing={state.editing} state={state} />
  ) : (
    <DirectoryRecordList collection={props.collection} uiLocale={props.uiLocale} state={state} />
  );
}

export default DirectoryPage;
