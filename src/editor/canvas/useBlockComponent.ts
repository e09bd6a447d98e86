/**
 * The component of a block type for the canvas: at once when its chunk is here, else loaded
 * (blocks/blockComponents.ts, the public pages' lazy chunks) and the caller re-rendered when it
 * arrives. The editor loads only the blocks it shows, so it opens without downloading the whole
 * block library.
 */
import { useEffect, useState } from 'react';
import type { BlockComponent } from '../../blocks/blockComponents';
import { loadBlockComponent, loadedBlockComponent } from '../../renderer/blocks/blockComponentCache';
import type { Locale } from '../../lib/locales';

/** What {@link useBlockComponent} knows of a type's component. */
export type BlockComponentState = { status: 'ready'; component: BlockComponent } | { status: 'loading' } | { status: 'failed'; retry(): void } | { status: 'none' };

/**
 * The component of `type`, loading it (and its messages in `locale`) when needed.
 * @returns `ready` with the component, `loading`, `failed` with a retry, or `none` for a type without one
 */
export function useBlockComponent(type: string, locale: Locale): BlockComponentState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BlockComponentState>(() => {
    const component = loadedBlockComponent(type);
    return component ? { status: 'ready', component } : { status: 'loading' };
  });
  useEffect(() => {
    const component = loadedBlockComponent(type);
    if (component) {
      setState((current) => (current.status === 'ready' && current.component === component ? current : { status: 'ready', component }));
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loadBlockComponent(type, locale).then(
      (loaded) => current && setState(loaded ? { status: 'ready', component: loaded } : { status: 'none' }),
      () => current && setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      current = false;
    };
  }, [type, locale, attempt]);
  return state;
}
