import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CmsApiError } from '../../api/cmsApi';
import { pasteInto } from '../../blocks/testing/pasteInto';
import { createCmsLeadsApi, type CmsLeadsApi, type LeadDetail, type LeadFilters, type LeadList } from '../../api/cmsLeadsApi';
import { EditorIntl } from '../i18n/EditorIntl';
import { LeadsInbox } from './LeadsInbox';

const LIST: LeadList = {
  leads: [
    {
      id: 'lead-1',
      type: 'contact_form',
      status: 'new',
      locale: 'fr',
      created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
      listing_uls: null,
      name: 'Émilie Côté',
      email: 'emilie.cote@example.ca',
      phone: '(514) 555-0182',
      municipality: '',
      summary: 'Je veux vendre mon duplex.',
    },
    {
      id: 'lead-2',
      type: 'property_alert',
      status: 'contacted',
      locale: 'en',
      created_at: new Date(Date.now() - 2 * 86400_000).toISOString(),
      listing_uls: null,
      name: 'John Smith',
      email: 'john@example.com',
      phone: '(450) 555-1234',
      municipality: 'Longueuil, Brossard',
      summary: 'Longueuil, Brossard',
    },
  ],
  total: 2,
  page: 1,
  limit: 50,
  counts: { new: 1, contacted: 1, closed: 0 },
};

const DETAIL: LeadDetail = {
  id: 'lead-1',
  type: 'contact_form',
  status: 'new',
  locale: 'fr',
  created_at: LIST.leads[0].created_at,
  updated_at: LIST.leads[0].created_at,
  listing_uls: null,
  payload: { form_type: 'contact_form', first_name: 'Émilie', last_name: 'Côté', email: 'emilie.cote@example.ca', phone: '(514) 555-0182', message: 'Je veux vendre mon duplex.', consent_marketing: '1' },
  notification: { status: 'pending', attempts: 2, sent_at: null, last_error: 'ECONNREFUSED' },
};

function mockApi(overrides: Partial<Record<keyof CmsLeadsApi, unknown>> = {}) {
  const real = createCmsLeadsApi();
  return {
    list: vi.fn(async () => LIST),
    get: vi.fn(async () => DETAIL),
    setStatus: vi.fn(async (_id: string, status: string) => ({ ...DETAIL, status })),
    exportUrl: real.exportUrl,
    ...overrides,
  } as unknown as CmsLeadsApi & { list: ReturnType<typeof vi.fn>; get: ReturnType<typeof vi.fn>; setStatus: ReturnType<typeof vi.fn> };
}

function renderInbox(api: CmsLeadsApi, uiLocale: 'fr' | 'en' = 'en') {
  return render(
    <EditorIntl locale={uiLocale}>
      <LeadsInbox uiLocale={uiLocale} api={api} />
    </EditorIntl>,
  );
}

const lastFilters = (api: { list: ReturnType<typeof vi.fn> }) => api.list.mock.calls.at(-1)![0] as LeadFilters;

// react-aria with user-event is slow on a busy 2-core machine: allow 40 s a test.
describe('LeadsInbox', () => {
  it('lists leads with type, name, contact, municipality, status and the counts per status', async () => {
    renderInbox(mockApi());
    const table = await screen.findByRole('grid', { name: 'Leads' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Émilie Côté')).toBeInTheDocument();
    expect(within(rows[1]).getByText('3 hours ago')).toHaveAttribute('title', expect.stringMatching(/2\d{3}/));
    expect(within(rows[2]).getAllByText('Property alert').length).toBeGreaterThan(0);
    expect(within(rows[2]).getAllByText('Longueuil, Brossard').length).toBeGreaterThan(0);
    expect(within(rows[2]).getByText('Contacted')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All 2' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'New 1' })).toBeInTheDocument();
    expect(screen.getByText('2 leads')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/cms/leads/export.csv?lang=en');
  });

  it('calls the API with the filters the user picks and exports the same filtered list', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderInbox(api);
    await screen.findByRole('grid');

    await user.click(screen.getByRole('button', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Property alert' }));
    await waitFor(() => expect(lastFilters(api)).toMatchObject({ type: 'property_alert' }));

    await user.click(screen.getByRole('radio', { name: 'Contacted 1' }));
    await waitFor(() => expect(lastFilters(api)).toMatchObject({ type: 'property_alert', status: 'contacted' }));

    await pasteInto(user, screen.getByRole('searchbox', { name: 'Search by name, email or phone' }), 'smith');
    await waitFor(() => expect(lastFilters(api)).toMatchObject({ q: 'smith' }));

    const [year] = within(screen.getByRole('group', { name: 'From' })).getAllByRole('spinbutton');
    await user.click(year);
    await user.keyboard('20260301');
    await waitFor(() => expect(lastFilters(api)).toMatchObject({ from: '2026-03-01', type: 'property_alert', status: 'contacted', q: 'smith' }));
    expect(api.list.mock.calls.at(-1)!.slice(1)).toEqual([1, 50]);

    const href = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!;
    expect(Object.fromEntries(new URL(href, 'http://x').searchParams)).toEqual({ type: 'property_alert', status: 'contacted', q: 'smith', from: '2026-03-01', lang: 'en' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastFilters(api)).toEqual({}));
  });

  it('shows an alert lead’s subscription and consent record: state, request time, page and wording', async () => {
    const alertDetail: LeadDetail = {
      ...DETAIL,
      id: 'lead-2',
      type: 'property_alert',
      locale: 'en',
      payload: { form_type: 'property_alert', first_name: 'John', last_name: 'Smith', email: 'john@example.com', page: '/en/buy' },
      alert_subscription: {
        status: 'pending',
        email: 'john@example.com',
        locale: 'en',
        requested_at: '2026-03-02T15:00:00.000Z',
        confirmation_sent_at: null,
        confirmed_at: null,
        unsubscribed_at: null,
        page: '/en/buy',
        consent_text: 'By signing up, I agree to receive property alerts by email from this site.',
      },
    };
    const user = userEvent.setup();
    renderInbox(mockApi({ get: vi.fn(async () => alertDetail) }));
    await user.click(await screen.findByText('John Smith'));
    const panel = await screen.findByRole('complementary', { name: 'Lead details' });
    const section = (await within(panel).findByRole('heading', { name: 'Alert subscription and consent' })).parentElement!;
    expect(section).toHaveTextContent('Waiting for the visitor to confirm from the email sent to them');
    expect(within(section).getByText('Confirmation email').nextSibling).toHaveTextContent('Not sent');
    expect(within(section).getByText('Page').nextSibling).toHaveTextContent('/en/buy');
    expect(within(section).getByText('Consent wording shown').nextSibling).toHaveTextContent('By signing up, I agree to receive property alerts by email from this site.');
    expect(within(section).getByText('Requested').nextSibling).toHaveTextContent(/2026/);
    expect(within(panel).getByText('Form page').nextSibling).toHaveTextContent('/en/buy');
  });

  it('opens the detail with labelled fields and the e-mail state, and changes the status optimistically', async () => {
    let resolveSave!: () => void;
    const api = mockApi({ setStatus: vi.fn(() => new Promise((resolve) => (resolveSave = () => resolve({ ...DETAIL, status: 'contacted' })))) });
    const user = userEvent.setup();
    renderInbox(api);
    await user.click(await screen.findByText('Émilie Côté'));
    const panel = await screen.findByRole('complementary', { name: 'Lead details' });
    expect(await within(panel).findByRole('heading', { name: 'Émilie Côté' })).toHaveFocus();
    expect(within(panel).getByText('Message').nextSibling).toHaveTextContent('Je veux vendre mon duplex.');
    expect(within(panel).getByText('Consent (marketing)').nextSibling).toHaveTextContent('Yes');
    expect(within(panel).getByText('Email pending (2 attempts)')).toBeInTheDocument();
    expect(within(panel).getByText('Last error: ECONNREFUSED')).toBeInTheDocument();

    await user.click(within(panel).getByRole('radio', { name: 'Contacted' }));
    expect(api.setStatus).toHaveBeenCalledWith('lead-1', 'contacted');
    // Before the server answers: the panel, the row and the counts already show the change.
    expect(within(panel).getByRole('radio', { name: 'Contacted' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Contacted 2' })).toBeInTheDocument();
    await act(async () => resolveSave());
    expect(await screen.findByText('Status changed to “Contacted”.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Lead details' })).not.toBeInTheDocument();
  });

  it('rolls the status back and tells the user when the change fails', async () => {
    const api = mockApi({ setStatus: vi.fn(async () => Promise.reject(new CmsApiError(0, 'network', 'offline'))) });
    const user = userEvent.setup();
    renderInbox(api);
    await user.click(await screen.findByText('Émilie Côté'));
    const panel = await screen.findByRole('complementary', { name: 'Lead details' });
    await within(panel).findByRole('heading', { name: 'Émilie Côté' });
    await user.click(within(panel).getByRole('radio', { name: 'Closed' }));
    expect(await screen.findByText('The status could not be changed. It was set back to “New”.')).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'New' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'New 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Closed 0' })).toBeInTheDocument();
  });

  it('shows the empty state, and a filtered empty state that clears the filters', async () => {
    const empty = { ...LIST, leads: [], total: 0, counts: { new: 0, contacted: 0, closed: 0 } };
    const api = mockApi({ list: vi.fn(async () => empty) });
    const user = userEvent.setup();
    renderInbox(api);
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
    expect(screen.getByText('Requests sent from the site’s forms will appear here.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Closed 0' }));
    expect(await screen.findByText('No lead matches these filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
  });

  it('shows an error state whose retry loads the list again', async () => {
    const list = vi.fn().mockRejectedValueOnce(new CmsApiError(500, 'internal', 'boom')).mockResolvedValue(LIST);
    const user = userEvent.setup();
    renderInbox(mockApi({ list }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The leads could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Émilie Côté')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('speaks French at /qa/prospects', async () => {
    const user = userEvent.setup();
    renderInbox(mockApi(), 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prospects' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Nouveau 1' })).toBeInTheDocument();
    expect(screen.getByText('il y a 3 heures')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute('href', '/api/cms/leads/export.csv?lang=fr');
    await user.click(screen.getByText('Émilie Côté'));
    const panel = await screen.findByRole('complementary', { name: 'Détails du prospect' });
    expect(await within(panel).findByText('Courriel en attente (2 tentatives)')).toBeInTheDocument();
    expect(within(panel).getByText('Consentement (marketing)').nextSibling).toHaveTextContent('Oui');
  });
});

describe('createCmsLeadsApi', () => {
  it('sends the filters as the query string, leaving empty ones out', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(LIST), { status: 200 }));
    const api = createCmsLeadsApi({ fetch });
    await api.list({ type: 'property_valuation', status: '', from: '2026-03-01', to: '2026-03-31', q: ' côté ' }, 2, 25);
    expect(fetch).toHaveBeenCalledWith(
      '/api/cms/leads?type=property_valuation&from=2026-03-01&to=2026-03-31&q=c%C3%B4t%C3%A9&page=2&limit=25',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('PATCHes the status and rejects with the API error', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ lead: { ...DETAIL, status: 'closed' } }), { status: 200 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: 'not_found', message: 'This lead does not exist.' }), { status: 404 }));
    const api = createCmsLeadsApi({ fetch });
    expect((await api.setStatus('lead-1', 'closed')).status).toBe('closed');
    expect(fetch.mock.calls[0][0]).toBe('/api/cms/leads/lead-1');
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({ status: 'closed' });
    await expect(api.setStatus('nope', 'closed')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
