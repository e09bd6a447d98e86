/**
 * Developer test block (spec 001 §2 "Developer test block (internal demo)"): a title,
 * an optional introduction and keyboard-accessible tabs (react-aria Tabs: arrow keys, Home/End)
 * for texts, links, media, edito, components, responsive breakpoints and a script paste preview.
 * Only the selected tab's panel is rendered, so monaco loads only when the preview tab opens.
 *
 * Example: `<TestBlock fields={{ main_title: {fr: 'Bloc de test', en: 'Test block'}, script_sample:
 * {fr: '<p>Bonjour</p>'} }} params={{}} index={0} />`
 */
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { RichText } from '../../ui/RichText';
import type { testBlockFields, testBlockParams } from './schema';
import { defaultScriptSample } from './samples';
import { BreakpointsTab } from './tabs/BreakpointsTab';
import { ComponentsTab } from './tabs/ComponentsTab';
import { EditoTab } from './tabs/EditoTab';
import { LinksTab } from './tabs/LinksTab';
import { MediaTab } from './tabs/MediaTab';
import { ScriptPreviewTab } from './tabs/ScriptPreviewTab';
import { TextsTab } from './tabs/TextsTab';
import styles from './TestBlock.module.css';

/** Tab ids, in display order; labels are `blocks.test-block.tab.{id}` messages. */
export const TEST_BLOCK_TABS = ['texts', 'links', 'media', 'edito', 'components', 'responsive', 'script'] as const;

export function TestBlock({ fields }: BlockProps<typeof testBlockFields, typeof testBlockParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const title = localize(fields.main_title);
  const scriptSample = localize(fields.script_sample) || localize(defaultScriptSample) || '';

  return (
    <section className={styles.section} id="test-block">
      <div className={styles.container}>
        {title || fields.description ? (
          <header className={styles.header}>
            {title ? <h2 className={styles.title}>{title}</h2> : null}
            <RichText value={fields.description} className={styles.description} />
          </header>
        ) : null}
        <Tabs className={styles.tabs}>
          <TabList className={styles.tabList} aria-label={intl.formatMessage({ id: 'blocks.test-block.tabs-label' })}>
            {TEST_BLOCK_TABS.map((id) => (
              <Tab key={id} id={id} className={styles.tab}>
                {intl.formatMessage({ id: `blocks.test-block.tab.${id}` })}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="texts" className={styles.panel}>
            <TextsTab />
          </TabPanel>
          <TabPanel id="links" className={styles.panel}>
            <LinksTab />
          </TabPanel>
          <TabPanel id="media" className={styles.panel}>
            <MediaTab />
          </TabPanel>
          <TabPanel id="edito" className={styles.panel}>
            <EditoTab />
          </TabPanel>
          <TabPanel id="components" className={styles.panel}>
            <ComponentsTab />
          </TabPanel>
          <TabPanel id="responsive" className={styles.panel}>
            <BreakpointsTab />
          </TabPanel>
          <TabPanel id="script" className={styles.panel}>
            <ScriptPreviewTab initialCode={scriptSample} />
          </TabPanel>
        </Tabs>
      </div>
    </section>
  );
}
