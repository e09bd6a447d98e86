import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCmsFeedApi, type FeedConnection } from '../../api/cmsFeedApi';
import { EditorIntl } from '../i18n/EditorIntl';
import { FeedConnectionForm } from './FeedConnectionForm';

const STORED: FeedConnection = {
  serviceRoot: 'https://api.board.example/odata',
  auth: { kind: 'oauth', tokenUrl: 'https://api.board.example/token', clientId: 'vitrine' },
  filter: "ListOfficeKey eq 'QC1234'",
  remarks: { fields: {}, language: null },
  checkpoint: null,
  resumable: false,
  updatedAt: '2026-11-20T15:00:00.000Z',
};

/** A feed API whose `PUT /feed` answers `status` with `body`, recording what was sent. */
function apiAnswering(status: number, body: unknown) {
  const sent: unknown[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { api: createCmsFeedApi({ fetch }), sent, fetch };
}

function renderForm(locale: 'fr' | 'en', api: ReturnType<typeof createCmsFeedApi>, connection: FeedConnection | null = null, onSaved = vi.fn()) {
  render(
    <EditorIntl locale={locale}>
      <FeedConnectionForm api={api} connection={connection} onSaved={onSaved} />
    </EditorIntl>,
  );
  return onSaved;
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FeedConnectionForm', () => {
  it('names each missing or wrong field in French and sends nothing', async () => {
    const { api, fetch } = apiAnswering(200, {});
    renderForm('fr', api);
    type('URL racine du service', 'http://api.board.example/odata');
    fireEvent.click(screen.getByRole('button', { name: 'Essayer et enregistrer' }));
    expect(await screen.findAllByText('Entrez une URL complète en https.')).toHaveLength(2);
    expect(screen.getAllByText('Ce champ est requis.')).toHaveLength(2);
    expect(screen.getByLabelText('URL racine du service')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a bearer connection and says it is connected, the secret field emptied', async () => {
    const { api, sent } = apiAnswering(200, { connection: { ...STORED, auth: { kind: 'bearer' } } });
    const onSaved = renderForm('en', api);
    type('Service root URL', 'https://api.board.example/odata');
    fireEvent.click(screen.getByLabelText('Static bearer token'));
    type('Bearer token', 's3cret');
    type(/OData \$filter/, "ListAgentKey eq 'A1'");
    fireEvent.click(screen.getByRole('button', { name: 'Test and save' }));
    expect(await screen.findByText('Connected: the feed answered and the connection is saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        serviceRoot: 'https://api.board.example/odata',
        filter: "ListAgentKey eq 'A1'",
        remarks: { fields: { fr: '', en: '' }, language: null },
        auth: { kind: 'bearer', token: 's3cret' },
      },
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('Bearer token')).toHaveValue('');
  });

  it("shows the feed's refusal and keeps everything typed", async () => {
    const { api } = apiAnswering(422, { error: 'feed_refused', message: 'The feed refused the connection, nothing was saved: the token URL answered 401' });
    const onSaved = renderForm('fr', api, STORED);
    type('Secret client', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Essayer et enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le flux a refusé la connexion, rien n’a été enregistré : the token URL answered 401');
    expect(screen.getByLabelText('Secret client')).toHaveValue('wrong');
    expect(screen.getByLabelText('Identifiant client')).toHaveValue('vitrine');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps the stored secret when its field is left empty, and never shows it', async () => {
    const { api, sent } = apiAnswering(200, { connection: STORED });
    renderForm('en', api, STORED);
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
    expect(screen.getByText('A secret is stored. Leave this empty to keep it; it is never shown again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Test and save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ auth: { kind: 'oauth', clientId: 'vitrine', clientSecret: '' }, filter: "ListOfficeKey eq 'QC1234'" });
  });

  it('sends the remarks field map and refuses a field name the feed could not have', async () => {
    const { api, sent } = apiAnswering(200, { connection: STORED });
    renderForm('fr', api, STORED);
    type('Champ de la description en français', 'Public Remarks FR');
    fireEvent.click(screen.getByRole('button', { name: 'Essayer et enregistrer' }));
    expect(await screen.findByText('Entrez le nom du champ tel que le flux l’écrit (lettres, chiffres et _).')).toBeInTheDocument();
    expect(sent).toEqual([]);
    type('Champ de la description en français', 'PublicRemarksFrench');
    fireEvent.change(screen.getByLabelText('Langue de PublicRemarks'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Essayer et enregistrer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ remarks: { fields: { fr: 'PublicRemarksFrench', en: '' }, language: 'en' } });
  });

  it("puts the server's field messages beside their fields", async () => {
    const { api } = apiAnswering(422, { error: 'invalid_body', message: 'Some fields are invalid.', fields: { 'auth.clientId': ['The client id is required'] } });
    renderForm('en', api, STORED);
    fireEvent.click(screen.getByRole('button', { name: 'Test and save' }));
    expect(await screen.findByText('The client id is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Client id')).toHaveAttribute('aria-invalid', 'true');
  });
});
