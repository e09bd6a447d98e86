/**
 * What a visitor sees when a block's code could not be downloaded (spec 000 §2 "A failed lazy
 * component shows a skeleton placeholder"; §4 chunk-load failures): the server's HTML of the block
 * stays, and a note above it says the section could not finish loading, with "Try again"
 * (BlockLoadFailureNote.tsx, its own small file fetched only then). Renders nothing while the
 * block loads or once it is live, so the server's markup and the first render in the browser agree.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

/** The download state of one block's code, as {@link BlockLoadFailure} follows it. */
export interface BlockCodeDownload {
  /** True after a failed download, until the next attempt starts. */
  failed(): boolean;
  subscribe(listener: () => void): () => void;
  /** Downloads the code again. @returns true when it came, false when it failed again */
  retry(): Promise<boolean>;
}

const FailureNote = lazy(() => import('./BlockLoadFailureNote'));
const notFailed = () => false;

/** See the module docstring. */
export function BlockLoadFailure({ download }: { download: BlockCodeDownload }) {
  return useSyncExternalStore(download.subscribe, download.failed, notFailed) ? (
    <Suspense fallback={null}>
      <FailureNote download={download} />
    </Suspense>
  ) : null;
}
