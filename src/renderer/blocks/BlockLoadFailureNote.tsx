/**
 * The note of {@link BlockLoadFailure}: what failed, in the page's language, and "Try again",
 * which downloads the block's code again (the block then comes alive where it stands) and, when
 * that fails too (a deploy replaced the files, a network that keeps failing), reloads the page.
 * Styled by the page's global stylesheet (`.block-load-failure`).
 */
import { useIntl } from 'react-intl';
import { BLOCK_LOAD_FAILURE_ATTRIBUTE } from '../../lib/pageBlockMarkers';
import type { BlockCodeDownload } from './BlockLoadFailure';

export default function BlockLoadFailureNote({ download }: { download: BlockCodeDownload }) {
  const intl = useIntl();
  const retry = async () => {
    if (!(await download.retry())) window.location.reload();
  };
  return (
    <div className="block-load-failure" role="alert" {...{ [BLOCK_LOAD_FAILURE_ATTRIBUTE]: '' }}>
      <p>{intl.formatMessage({ id: 'blocks.load-failed.message' })}</p>
      <button type="button" onClick={() => void retry()}>
        {intl.formatMessage({ id: 'blocks.load-failed.retry' })}
      </button>
    </div>
  );
}
