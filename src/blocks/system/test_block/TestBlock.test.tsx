import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, PagePayloadContext } from '../../runtime/AppContext';
import { createAppStores } from '../../runtime/stores';
import { makeTestApi, makeTestPayload, renderBlock, testMessages } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const testBlock = getBlockDefinition('test_block')!;

// monaco cannot run in jsdom: a plain textarea stands in for the lazy editor.
const monacoRenders = vi.fn();
vi.mock('../../ui/monaco/MonacoEditor', () => ({
  MonacoEditor: (props: { value: string; onChange(v: string): void; ariaLabel: string; language: string }) => {
    monacoRenders(props.language);
    return <textarea aria-label={props.ariaLabel} value={props.value} onChange={(event) => props.onChange(event.target.value)} />;
  },
}));

const originalWidth = window.innerWidth;
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: originalWidth });
  monacoRenders.mockClear();
});

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('test_block', () => {
  it('accepts its demo and shows the title with seven tabs, texts first', async () => {
    expect(testBlock.fields.safeParse(testBlock.demo.fields).success).toBe(true);
    await renderBlock(testBlock, {}, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Component test block' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Test block sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Texts', 'Links', 'Media', 'Edito', 'Components', 'Responsive breakpoints', 'Script preview']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Country house with a view of the lake');
  });

  it('renders on the server with the first tab open and no code editor', () => {
    const Component = testBlock.component!;
    const html = renderToString(
      <AppContext.Provider
        value={{ stores: createAppStores('en'), api: makeTestApi(), config: { apiBaseUrl: '/api/swc', exposeErrors: false, captchaChallengeUrl: '' } }}
      >
        <PagePayloadContext.Provider value={makeTestPayload()}>
          <IntlProvider locale="en-CA" messages={testMessages.en}>
            <Component fields={testBlock.fields.parse(testBlock.demo.fields)} params={{}} index={1} />
          </IntlProvider>
        </PagePayloadContext.Provider>
      </AppContext.Provider>,
    );
    expect(html).toContain('role="tablist"');
    expect(html).toContain('Country house with a view of the lake');
    expect(html).not.toContain('<iframe');
    expect(monacoRenders).not.toHaveBeenCalled();
  });

  it('has French tab labels and content in French', async () => {
    await renderBlock(testBlock, {}, { locale: 'fr' });
    expect(screen.getByRole('tab', { name: 'Points de rupture' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Maison de campagne avec vue sur le lac');
  });

  it('moves between tabs with the arrow, Home and End keys', async () => {
    const user = userEvent.setup();
    await renderBlock(testBlock, {}, { locale: 'en' });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Texts' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Links' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Links' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('External, new tab');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Script preview' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Texts' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Script preview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows every link target: new-tab links open safely in a new tab', async () => {
    const user = userEvent.setup();
    await renderBlock(testBlock, {}, { locale: 'en' });
    await user.click(screen.getByRole('tab', { name: 'Links' }));
    const external = screen.getByRole('link', { name: /External, new tab/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Internal (/en/contact)' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', 'mailto:info@example.ca');
  });

  it('shows the current breakpoint live as the window is resized', async () => {
    const user = userEvent.setup();
    setWindowWidth(1024);
    await renderBlock(testBlock, {}, { locale: 'en' });
    await user.click(screen.getByRole('tab', { name: 'Responsive breakpoints' }));
    expect(screen.getByTestId('current-breakpoint')).toHaveTextContent('lg');
    expect(screen.getByText('Window width: 1024 px')).toBeInTheDocument();
    act(() => setWindowWidth(1500));
    expect(screen.getByTestId('current-breakpoint')).toHaveTextContent('xxl');
    expect(screen.getByText('Window width: 1500 px')).toBeInTheDocument();
    act(() => setWindowWidth(375));
    expect(screen.getByTestId('current-breakpoint')).toHaveTextContent('xs');
  });

  it('triggers toasts and an accessible modal from the components tab', async () => {
    const user = userEvent.setup();
    const { stores } = await renderBlock(testBlock, {}, { locale: 'en' });
    await user.click(screen.getByRole('tab', { name: 'Components' }));
    await user.click(screen.getByRole('button', { name: 'Show a success toast' }));
    expect(stores.toast.getState().toasts).toMatchObject([{ kind: 'success', title: 'Your request has been sent.', countdownS: 5 }]);
    await user.click(screen.getByRole('button', { name: 'Show an error toast' }));
    expect(stores.toast.getState().toasts[1]).toMatchObject({ kind: 'failure', lines: ['The e-mail address is invalid.', 'The phone number is required.'] });
    await user.click(screen.getByRole('button', { name: 'Open a modal' }));
    expect(screen.getByRole('dialog', { name: 'Demo modal' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads the code editor only when the script preview tab opens', async () => {
    const user = userEvent.setup();
    await renderBlock(testBlock, {}, { locale: 'en' });
    await user.click(screen.getByRole('tab', { name: 'Components' }));
    expect(monacoRenders).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Script preview' }));
    expect(monacoRenders).toHaveBeenCalledWith('html');
  });

  it('sends the pasted code to the sandboxed preview frame when Run is pressed', async () => {
    const user = userEvent.setup();
    await renderBlock(testBlock, { fields: { script_sample: { fr: '<p>Initial</p>' } } }, { locale: 'en' });
    await user.click(screen.getByRole('tab', { name: 'Script preview' }));

    const first = screen.getByTitle('Script preview (isolated frame)') as HTMLIFrameElement;
    expect(first).toHaveAttribute('sandbox', 'allow-scripts');
    expect(first).toHaveAttribute('src', '/qa/script-sandbox');
    const firstPost = vi.spyOn(first.contentWindow!, 'postMessage');
    fireEvent.load(first);
    expect(firstPost).toHaveBeenCalledWith({ type: 'vitrine:script-preview', html: '<p>Initial</p>' }, '*');

    const editor = screen.getByRole('textbox', { name: 'HTML and JavaScript to preview' });
    await user.clear(editor);
    editor.focus();
    await user.paste('<div id="x"></div><script>document.getElementById("x").textContent = "hi"</script>');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    const fresh = screen.getByTitle('Script preview (isolated frame)') as HTMLIFrameElement;
    expect(fresh).not.toBe(first);
    const post = vi.spyOn(fresh.contentWindow!, 'postMessage');
    fireEvent.load(fresh);
    expect(post).toHaveBeenCalledWith(
      { type: 'vitrine:script-preview', html: '<div id="x"></div><script>document.getElementById("x").textContent = "hi"</script>' },
      '*',
    );
  });
});
