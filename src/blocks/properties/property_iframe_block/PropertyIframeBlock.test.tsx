import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { buildIframeSrc, clampIframeHeight, heightFromMessage, IFRAME_DEFAULT_HEIGHT } from './iframeMessages';
import { getBlockDefinition } from '../../registry';

const propertyIframeBlock = getBlockDefinition('property_iframe_block')!;

const ORIGIN = 'https://outils.example-immobilier.ca';

describe('property iframe messages', () => {
  const frame = {} as Window;
  const other = {} as Window;

  it('accepts a height only from the frame URL’s origin and that frame’s window', () => {
    expect(heightFromMessage({ origin: ORIGIN, source: frame, data: { event: 'height', data: 1234 } }, ORIGIN, frame)).toBe(1234);
    expect(heightFromMessage({ origin: 'https://evil.example', source: frame, data: { event: 'height', data: 1234 } }, ORIGIN, frame)).toBeNull();
    expect(heightFromMessage({ origin: ORIGIN, source: other, data: { event: 'height', data: 1234 } }, ORIGIN, frame)).toBeNull();
    expect(heightFromMessage({ origin: ORIGIN, source: null, data: { event: 'height', data: 1234 } }, ORIGIN, frame)).toBeNull();
    expect(heightFromMessage({ origin: ORIGIN, source: frame, data: { event: 'height', data: 1234 } }, ORIGIN, null)).toBeNull();
  });

  it('reads the event id and data value (object or JSON string), ignoring anything else', () => {
    expect(heightFromMessage({ origin: ORIGIN, source: frame, data: '{"id":"height","data":"980"}' }, ORIGIN, frame)).toBe(980);
    expect(heightFromMessage({ origin: ORIGIN, source: frame, data: { event: 'scroll', data: 980 } }, ORIGIN, frame)).toBeNull();
    expect(heightFromMessage({ origin: ORIGIN, source: frame, data: 'not json' }, ORIGIN, frame)).toBeNull();
    expect(heightFromMessage({ origin: ORIGIN, source: frame, data: { event: 'height', data: 'tall' } }, ORIGIN, frame)).toBeNull();
  });

  it('clamps heights to 200–10 000 px', () => {
    expect(clampIframeHeight(12)).toBe(200);
    expect(clampIframeHeight(50_000)).toBe(10_000);
    expect(clampIframeHeight(640.6)).toBe(641);
    expect(clampIframeHeight(Number.NaN)).toBeNull();
  });

  it('builds the frame URL with the defaults, the block parameters and the page URL as shareUrl', () => {
    const src = new URL(buildIframeSrc(`${ORIGIN}/fr/recherche?lang=fr`, { pub: 1, broker: 'jt' }, 'https://julietremblay.ca/fr/acheter')!);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      lang: 'fr',
      model: 'v5',
      pub: '1',
      desjPub: '0',
      desjCalc: '0',
      broker: 'jt',
      shareUrl: 'https://julietremblay.ca/fr/acheter',
    });
    expect(buildIframeSrc('javascript:alert(1)', {}, 'x')).toBeNull();
    expect(buildIframeSrc('/relative', {}, 'x')).toBeNull();
  });
});

describe('property_iframe_block', () => {
  it('embeds a sandboxed, titled, lazy frame whose height follows messages from that frame only', async () => {
    await renderBlock(propertyIframeBlock, {}, { locale: 'en', path: '/en/buy' });
    const frame = screen.getByTitle('Every property in the area') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${ORIGIN}/en/search`);
    expect(src.searchParams.get('model')).toBe('v5');
    expect(src.searchParams.get('broker')).toBe('julie-tremblay');
    expect(src.searchParams.get('shareUrl')).toBe(window.location.href);
    expect(frame.style.height).toBe(`${IFRAME_DEFAULT_HEIGHT}px`);

    const send = (origin: string, source: MessageEventSource | null, data: unknown) =>
      act(async () => {
        window.dispatchEvent(new MessageEvent('message', { origin, source, data }));
      });
    await send('https://evil.example', frame.contentWindow, { event: 'height', data: 1500 });
    expect(frame.style.height).toBe(`${IFRAME_DEFAULT_HEIGHT}px`);
    await send(ORIGIN, window, { event: 'height', data: 1500 });
    expect(frame.style.height).toBe(`${IFRAME_DEFAULT_HEIGHT}px`);
    await send(ORIGIN, frame.contentWindow, { event: 'height', data: 1500 });
    expect(frame.style.height).toBe('1500px');
    await send(ORIGIN, frame.contentWindow, { event: 'height', data: 99_999 });
    expect(frame.style.height).toBe('10000px');
  });

  it('renders nothing without an iframe URL', async () => {
    const { container } = await renderBlock(propertyIframeBlock, { params: {} });
    expect(container.querySelector('iframe')).toBeNull();
  });
});
