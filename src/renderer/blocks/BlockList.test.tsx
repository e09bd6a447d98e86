import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext } from '../../blocks/runtime/AppContext';
import { createAppStores } from '../../blocks/runtime/stores';
import { makeTestApi } from '../../blocks/testing/renderBlock';
import { blockComponentLoaders } from '../../blocks/blockComponents';
import { forgetBlockComponent, registerBlockComponents } from './blockComponentCache';
import { BlockList } from './BlockList';

function Greeting({ fields, index }: { fields: { name: string; size: number }; index: number }) {
  return (
    <p>
      Bonjour {fields.name} (size {fields.size}, index {index})
    </p>
  );
}
function Crashing(): never {
  throw new Error('boom');
}
registerBlockComponents([
  { type: 'greeting_block', component: Greeting as never },
  { type: 'crashing_block', component: Crashing as never },
]);

const context = { stores: createAppStores('fr'), api: makeTestApi(), config: { apiBaseUrl: '/api/swc', exposeErrors: false, captchaChallengeUrl: '' } };
const withApp = (ui: React.ReactNode) => <AppContext.Provider value={context}>{ui}</AppContext.Provider>;

afterEach(() => vi.restoreAllMocks());

describe('BlockList', () => {
  it('renders prepared blocks with their fields and index inside their colour scheme frame', () => {
    const { container } = render(
      withApp(<BlockList blocks={[{ block_type: 'greeting_block', block_params: { color_scheme: 'inverted' }, fields: { name: 'Julie', size: 2 } }]} />),
    );
    expect(screen.getByText('Bonjour Julie (size 2, index 0)')).toBeInTheDocument();
    const frame = container.querySelector('[data-block-type="greeting_block"]');
    expect(frame).toHaveAttribute('data-color-scheme', 'inverted');
    expect(frame).toHaveAttribute('data-page-block');
    expect(frame).toHaveAttribute('data-live');
  });

  it('survives a block that throws while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      withApp(
        <BlockList
          blocks={[
            { block_type: 'crashing_block', block_params: {}, fields: {} },
            { block_type: 'greeting_block', block_params: {}, fields: { name: 'Sophie', size: 2 } },
          ]}
        />,
      ),
    );
    expect(screen.getByText(/Bonjour Sophie \(size 2, index 1\)/)).toBeInTheDocument();
  });

  it('keeps the server’s HTML of a block whose code is not here yet, hydrates it when it arrives, and keeps what was typed meanwhile', async () => {
    function Signup({ fields }: { fields: { title: string } }) {
      const [email, setEmail] = useState('');
      return (
        <form onSubmit={(event) => event.preventDefault()}>
          <h2>{fields.title}</h2>
          <input aria-label="Courriel" value={email} onChange={(event) => setEmail(event.target.value)} />
          <output>{email ? `Saisi : ${email}` : 'Vide'}</output>
        </form>
      );
    }
    const blocks = [{ block_type: 'signup_block', block_params: {}, fields: { title: 'Alertes' } }];
    registerBlockComponents([{ type: 'signup_block', component: Signup as never }]);
    const html = renderToString(withApp(<BlockList blocks={blocks} />));
    // The browser has not downloaded the block's chunk yet: it arrives when the test says so.
    forgetBlockComponent('signup_block');
    let arrive: (component: unknown) => void = () => {};
    blockComponentLoaders.signup_block = () => new Promise((resolve) => (arrive = resolve as never));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, withApp(<BlockList blocks={blocks} />));
    });
    expect(screen.getByRole('heading', { name: 'Alertes' })).toBeInTheDocument();
    const input = screen.getByLabelText('Courriel') as HTMLInputElement;
    input.value = 'julie@example.ca';
    await act(async () => {
      arrive(Signup);
    });
    await vi.waitFor(() => expect(container.querySelector('[data-block-type="signup_block"]')).toHaveAttribute('data-live'));
    expect(screen.getByText('Saisi : julie@example.ca')).toBeInTheDocument();
    delete blockComponentLoaders.signup_block;
    container.remove();
  });
});

describe('a block whose code cannot be downloaded', () => {
  it('keeps the server’s HTML, says so above it once the page has already reloaded for it, and comes alive when trying again works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { CHUNK_RELOAD_STORAGE_KEY } = await import('../navigation/chunkReload');
    function Quote({ fields }: { fields: { text: string } }) {
      return <blockquote>{fields.text}</blockquote>;
    }
    const blocks = [{ block_type: 'quote_block', block_params: {}, fields: { text: 'Une maison, un projet.' } }];
    const ui = () => withApp(<BlockList blocks={blocks} />);
    registerBlockComponents([{ type: 'quote_block', component: Quote as never }]);
    const html = renderToString(ui());
    forgetBlockComponent('quote_block');
    // The page already reloaded for a missing file moments ago: no second reload.
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now()));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    let attempts = 0;
    blockComponentLoaders.quote_block = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/QuoteBlock.js')) : Promise.resolve(Quote as never);
    };
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    // Eager: the first block of a page loads its code at once.
    await act(async () => {
      hydrateRoot(container, ui());
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette section n’a pas pu finir de se charger.');
    expect(screen.getByText('Une maison, un projet.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await act(async () => {
      screen.getByRole('button', { name: 'Réessayer' }).click();
    });
    await vi.waitFor(() => expect(container.querySelector('[data-block-type="quote_block"]')).toHaveAttribute('data-live'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Une maison, un projet.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    delete blockComponentLoaders.quote_block;
    sessionStorage.removeItem(CHUNK_RELOAD_STORAGE_KEY);
    vi.unstubAllGlobals();
    container.remove();
  });
});
