import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCmsFeedApi, type FeedRun } from '../../api/cmsFeedApi';
import { EditorIntl } from '../i18n/EditorIntl';
import { FeedRunsPanel } from './FeedRunsPanel';
import { useFeedRuns } from './useFeedRuns';

const CONNECTION = { serviceRoot: 'https://api.board.example/odata', auth: { kind: 'bearer' }, filter: null, checkpoint: null, resumable: false, updatedAt: '2026-11-20T15:00:00.000Z' };

const RUN: FeedRun = {
  id: 7,
  full: true,
  outcome: 'completed',
  summary: { added: 12, updated: 3, removed: 1, skipped: [{ listingKey: 'K-BAD', reason: 'ListPrice: must be a positive number' }], photosFetched: 40, photosFailed: 2, requests: 9 },
  error: null,
  startedAt: '2026-11-27T14:00:00.000Z',
  endedAt: '2026-11-27T14:01:10.000Z',
};

/** A feed API over a fake server: `GET /feed` answers `runs`; `POST /feed/sync` answers `syncAnswer`. */
function fakeFeed(runs: FeedRun[], syncAnswer: { status: number; body: unknown }) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const answer = String(url).endsWith('/feed/sync') ? syncAnswer : { status: 200, body: { connection: CONNECTION, runs } };
    if (init?.method === 'POST') runs.unshift({ ...RUN, id: RUN.id + runs.length, full: false });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return { api: createCmsFeedApi({ fetch }), fetch };
}

function Harness({ api, onSynced }: { api: ReturnType<typeof createCmsFeedApi>; onSynced(): void }) {
  const feed = useFeedRuns(api);
  return <FeedRunsPanel uiLocale="en" feed={feed} onSynced={onSynced} />;
}

function renderPanel(api: ReturnType<typeof createCmsFeedApi>, locale: 'fr' | 'en' = 'en') {
  const onSynced = vi.fn();
  render(
    <EditorIntl locale={locale}>
      <Harness api={api} onSynced={onSynced} />
    </EditorIntl>,
  );
  return onSynced;
}

describe('FeedRunsPanel', () => {
  it('lists each run with its counts and each skipped record with its reason', async () => {
    renderPanel(fakeFeed([RUN], { status: 200, body: {} }).api);
    const run = (await screen.findByText('Completed')).closest('li')!;
    expect(run).toHaveTextContent('Completed');
    expect(run).toHaveTextContent('Full run');
    expect(run).toHaveTextContent('12 added · 3 updated · 1 removed · 1 skipped · 40 photos fetched, 2 failed');
    fireEvent.click(within(run).getByText('1 skipped record'));
    expect(within(run).getByText('K-BAD')).toBeInTheDocument();
    expect(run).toHaveTextContent('K-BAD — ListPrice: must be a positive number');
  });

  it('runs a sync now, announces its outcome and shows the new run', async () => {
    const summary = { ...RUN.summary!, added: 2, updated: 0, removed: 0, skipped: [] };
    const { api, fetch } = fakeFeed([RUN], { status: 200, body: { run: { id: 8, outcome: 'completed', error: null, summary } } });
    const onSynced = renderPanel(api);
    fireEvent.click(await screen.findByLabelText('Read every listing again'));
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sync completed: 2 added, 0 updated, 0 removed, 0 skipped.')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body))).toEqual({ full: true });
    await waitFor(() => expect(document.querySelectorAll('[data-feed-run]')).toHaveLength(2));
    expect(onSynced).toHaveBeenCalledOnce();
  });

  it('says so when another sync of the site is under way', async () => {
    renderPanel(fakeFeed([RUN], { status: 409, body: { error: 'sync_running', message: 'Another sync of this site is under way.' } }).api);
    fireEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Another sync of this site is under way. Try again in a moment.')).toBeInTheDocument();
  });
});
