/**
 * The feed state of a QA screen (`GET /api/cms/feed`): the connection (without secrets) and the
 * last runs, `state` loading / ready / error / forbidden (an editor who is not an admin), with
 * `reload`, and `sync(full)` which runs the feed now and reloads (`syncing` meanwhile; rejects with
 * the API's error, 409 `sync_running` when another run of the site is under way).
 */
import { useCallback, useEffect, useState } from 'react';
import { CmsApiError } from '../../api/cmsApi';
import type { CmsFeedApi, FeedState } from '../../api/cmsFeedApi';

export type FeedLoadState = 'loading' | 'ready' | 'error' | 'forbidden';

export function useFeedRuns(api: CmsFeedApi) {
  const [feed, setFeed] = useState<FeedState | null>(null);
  const [state, setState] = useState<FeedLoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [syncing, setSyncing] = useState(false);

  useEffect(() => {
    let live = true;
    setState('loading');
    api.feed().then(
      (answer) => {
        if (!live) return;
        setFeed(answer);
        setState('ready');
      },
      (error: unknown) => {
        if (live) setState(error instanceof CmsApiError && error.status === 403 ? 'forbidden' : 'error');
      },
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const sync = useCallback(
    async (full: boolean) => {
      setSyncing(true);
      try {
        return await api.sync(full);
      } finally {
        setSyncing(false);
        reload();
      }
    },
    [api, reload],
  );

  return { feed, state, reload, sync, syncing, setFeed };
}
