/**
 * Puck 0.23 on the bench's page (scripts/bench-editor.mjs): 100 blocks of one component with a
 * `title` text field and a `description` textarea, rendered as an h2 and a p with the same texts as
 * Vitrine's bench page ("Block N", "Text N"). Dev-only: built by the bench with Vite into a temp
 * directory, never imported by src/.
 *
 * Puck's default canvas is kept (an iframe). Its drag-and-drop is pointer-only and its action bar has
 * no move buttons, so the action bar gets the "Move up"/"Move down" buttons a Puck user adds through
 * `overrides.actionBar`, dispatching Puck's own `move` action on the selected item (the bench keeps
 * the pointer off the canvas, so only the selected item shows its action bar).
 *
 * `window.__benchPuck()` returns Puck's API (`useGetPuck`) so the bench can select an item and read
 * the order without going through the UI.
 */
import { ActionBar, Puck, useGetPuck, type Config, type Data } from '@puckeditor/core';
import '@puckeditor/core/puck.css';
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

const BLOCKS = 100;
const ZONE = 'root:default-zone';

interface TextBlockProps {
  title: string;
  description: string;
}

const config: Config<{ TextBlock: TextBlockProps }> = {
  components: {
    TextBlock: {
      label: 'Text block',
      fields: { title: { type: 'text', label: 'Title' }, description: { type: 'textarea', label: 'Description' } },
      defaultProps: { title: 'Block', description: 'Text' },
      render: ({ title, description }) => (
        <section style={{ padding: '24px 32px' }} data-bench-block>
          <h2>{title}</h2>
          <p>{description}</p>
        </section>
      ),
    },
  },
};

const data: Data = {
  root: { props: {} },
  content: Array.from({ length: BLOCKS }, (_, i) => ({ type: 'TextBlock', props: { id: `block-${i + 1}`, title: `Block ${i + 1}`, description: `Text ${i + 1}` } })),
};

declare global {
  interface Window {
    __benchPuck?: ReturnType<typeof useGetPuck>;
  }
}

/** Hands Puck's API to the bench (rendered inside Puck as the header actions). */
function ExposeApi() {
  const getPuck = useGetPuck();
  useEffect(() => {
    window.__benchPuck = getPuck;
  }, [getPuck]);
  return null;
}

/** Moves the selected item one place with Puck's `move` action. */
function MoveButton({ delta, label }: { delta: -1 | 1; label: string }) {
  const getPuck = useGetPuck();
  return (
    <ActionBar.Action
      label={label}
      aria-label={label}
      onClick={() => {
        const { appState, dispatch } = getPuck();
        const selector = appState.ui.itemSelector;
        if (!selector) return;
        const zone = selector.zone ?? ZONE;
        const destinationIndex = selector.index + delta;
        if (destinationIndex < 0 || destinationIndex >= appState.data.content.length) return;
        dispatch({ type: 'move', sourceIndex: selector.index, sourceZone: zone, destinationIndex, destinationZone: zone });
        dispatch({ type: 'setUi', ui: { itemSelector: { index: destinationIndex, zone } } });
      }}
    >
      {delta < 0 ? '↑' : '↓'}
    </ActionBar.Action>
  );
}

function BenchActionBar({ label, children, parentAction }: { label?: string; children?: ReactNode; parentAction?: ReactNode }) {
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label ? <ActionBar.Label label={label} /> : null}
      </ActionBar.Group>
      <ActionBar.Group>
        <MoveButton delta={-1} label="Move up" />
        <MoveButton delta={1} label="Move down" />
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}

createRoot(document.getElementById('root')!).render(
  <Puck
    config={config as Config}
    data={data}
    overrides={{
      actionBar: BenchActionBar,
      headerActions: ({ children }) => (
        <>
          <ExposeApi />
          {children}
        </>
      ),
    }}
  />,
);
