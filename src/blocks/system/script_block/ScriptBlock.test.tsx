import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppContext, PagePayloadContext } from '../../runtime/AppContext';
import { createAppStores } from '../../runtime/stores';
import { makeTestApi, makeTestPayload, renderBlock, testMessages } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const scriptBlock = getBlockDefinition('script_block')!;

type Counted = Window & { __scriptRuns?: number; __order?: string[] };
const win = window as Counted;

function serverRender(fields: Record<string, unknown>): string {
  const Component = scriptBlock.component!;
  const parsed = scriptBlock.fields.parse(fields);
  return renderToString(
    <AppContext.Provider
      value={{ stores: createAppStores('fr'), api: makeTestApi(), config: { apiBaseUrl: '/api/swc', exposeErrors: false, captchaChallengeUrl: '' } }}
    >
      <PagePayloadContext.Provider value={makeTestPayload()}>
        <IntlProvider locale="fr-CA" messages={testMessages.fr}>
          <Component fields={parsed} params={{}} index={1} />
        </IntlProvider>
      </PagePayloadContext.Provider>
    </AppContext.Provider>,
  );
}

const counting = {
  fr: '<div id="widget">Bonjour</div><script>window.__scriptRuns = (window.__scriptRuns || 0) + 1;</script>',
  en: '<div id="widget">Hello</div><script>window.__scriptRuns = (window.__scriptRuns || 0) + 1;</script>',
};

/**
 * jsdom (as configured for the unit project) does not execute scripts: this observer plays the
 * browser's part and evaluates every inline <script> element inserted into the document, once.
 */
let browserScripts: MutationObserver;
beforeEach(() => {
  browserScripts = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLScriptElement && node.text) (0, eval)(node.text);
      });
    }
  });
  browserScripts.observe(document, { childList: true, subtree: true });
});

afterEach(() => {
  browserScripts.disconnect();
  delete win.__scriptRuns;
  delete win.__order;
  document.querySelectorAll('script[data-test-nonce]').forEach((s) => s.remove());
});

describe('script_block', () => {
  it('accepts its demo and defaults frontend_only and paddings', () => {
    const parsed = scriptBlock.fields.parse({ content: { fr: '<p>x</p>' } });
    expect(parsed).toMatchObject({ frontend_only: false, padding_top: 0, padding_right: 0, padding_bottom: 0, padding_left: 0 });
    expect(scriptBlock.fields.safeParse(scriptBlock.demo.fields).success).toBe(true);
    expect(scriptBlock.fields.safeParse({ content: {}, padding_top: -4 }).success).toBe(false);
  });

  it('exposes the four paddings in px as the custom properties the breakpoint multipliers scale', async () => {
    await renderBlock(scriptBlock, {
      fields: { content: counting, padding_top: 40, padding_right: 12, padding_bottom: 64, padding_left: 8 },
    });
    const section = screen.getByTestId('script-block');
    expect(section.style.getPropertyValue('--script-padding-top')).toBe('40px');
    expect(section.style.getPropertyValue('--script-padding-right')).toBe('12px');
    expect(section.style.getPropertyValue('--script-padding-bottom')).toBe('64px');
    expect(section.style.getPropertyValue('--script-padding-left')).toBe('8px');
  });

  it('inserts the HTML of the active locale and runs its scripts exactly once on mount', async () => {
    const { stores } = await renderBlock(scriptBlock, { fields: { content: counting } }, { locale: 'en' });
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(win.__scriptRuns).toBe(1);
    // Switching locale shows the other HTML and runs its scripts once.
    await act(async () => stores.locale.getState().setLocale('fr'));
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    expect(win.__scriptRuns).toBe(2);
  });

  it('does not run the scripts again when the block re-renders with the same content', async () => {
    const same = { fr: counting.fr, en: counting.fr };
    const { stores } = await renderBlock(scriptBlock, { fields: { content: same } }, { locale: 'en' });
    expect(win.__scriptRuns).toBe(1);
    await act(async () => stores.locale.getState().setLocale('fr'));
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    expect(win.__scriptRuns).toBe(1);
  });

  it('runs several scripts in document order and gives them the page nonce', async () => {
    const carrier = document.createElement('script');
    carrier.setAttribute('data-test-nonce', '');
    carrier.setAttribute('nonce', 'abc123');
    carrier.type = 'application/json';
    document.head.appendChild(carrier);
    const html = '<script>(window.__order ||= []).push("a")</script><p>mid</p><script>(window.__order ||= []).push("b")</script>';
    const { container } = await renderBlock(scriptBlock, { fields: { content: { fr: html } } });
    expect(win.__order).toEqual(['a', 'b']);
    const created = container.querySelectorAll('[data-testid="script-block"] script');
    expect(created).toHaveLength(2);
    created.forEach((script) => expect((script as HTMLScriptElement).nonce).toBe('abc123'));
  });

  it('gives the scripts the nonce of the head’s csp-nonce meta once the hydration scripts are gone', async () => {
    // After hydration no <script nonce> is left in the page: the router's meta still carries it.
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('content', 'n0nce-from-head');
    meta.setAttribute('data-test-nonce', '');
    document.head.appendChild(meta);
    try {
      expect(document.querySelector('script[nonce]')).toBeNull();
      const { container } = await renderBlock(scriptBlock, { fields: { content: counting } });
      expect(win.__scriptRuns).toBe(1);
      const created = container.querySelector('[data-testid="script-block"] script') as HTMLScriptElement;
      expect(created.nonce).toBe('n0nce-from-head');
    } finally {
      meta.remove();
    }
  });

  it('renders the HTML without scripts on the server (they only run in the browser)', () => {
    const html = serverRender({ content: counting, padding_top: 16 });
    expect(html).toContain('<div id="widget">Bonjour</div>');
    expect(html).not.toContain('<script');
    expect(html).toContain('--script-padding-top:16px');
  });

  it('frontend_only renders nothing on the server, then the block in the browser', async () => {
    expect(serverRender({ content: counting, frontend_only: true })).toBe('');
    await renderBlock(scriptBlock, { fields: { content: counting, frontend_only: true } });
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    expect(win.__scriptRuns).toBe(1);
  });
});
