/**
 * Publishing the page of the sections workbench (spec 000 §6 publish) through its document
 * session ({@link DocumentSession.publish}: blocks checked first, pending changes saved, then
 * `POST /pages/:id/publish` with the saved revision): the problems found are listed (the publish
 * check dialog), a conflict opens the conflict choice, any other failure is told through `notify`.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CmsApi, CmsPage } from '../../api/cmsApi';
import type { DocumentSession } from '../documents/documentSession';
import type { PageBlockProblem } from '../lib/validatePage';
import { errorMessage } from '../../lib/errorMessage';

export interface PublishPage {
  publishing: boolean;
  /** The problems that stopped the last publish (the publish check dialog), or null. */
  problems: PageBlockProblem[] | null;
  clearProblems(): void;
  publish(): Promise<void>;
}

/** See the module docstring; `onPublished` runs after a publish succeeded. */
export function usePublishPage(options: { api: CmsApi; page: CmsPage; document: DocumentSession; notify(message: string): void; onPublished(): void }): PublishPage {
  const { api, page, document, notify, onPublished } = options;
  const intl = useIntl();
  const [publishing, setPublishing] = useState(false);
  const [problems, setProblems] = useState<PageBlockProblem[] | null>(null);

  async function publish() {
    setPublishing(true);
    try {
      const outcome = await document.publish((revision) => api.publish(page.id, revision));
      if (outcome.kind === 'problems') setProblems(outcome.problems);
      if (outcome.kind !== 'published') return;
      onPublished();
      notify(intl.formatMessage({ id: 'editor.published' }));
    } catch (error) {
      notify(intl.formatMessage({ id: 'editor.publish.failed' }, { message: errorMessage(error) }));
    } finally {
      setPublishing(false);
    }
  }

  return { publishing, problems, clearProblems: () => setProblems(null), publish };
}
