import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePage, renderWorkbench } from '../sections/workbenchTesting';
import { demoBlock } from '../store/actions/demoBlock';
import { createKeyboardDrag, keyboardDragKey, orderWithDrag } from './keyboardDrag';

const renderCanvas = (uiLocale: 'en' | 'fr' = 'en') => renderWorkbench(makePage([demoBlock('text_block_1'), demoBlock('spacer_block'), demoBlock('cta_block')]), undefined, undefined, uiLocale);

const canvasOrder = () => [...document.querySelectorAll('[data-editor-index]')].map((el) => el.getAttribute('data-editor-block'));
const handleOf = (type: string) => document.querySelector(`[data-editor-block="${type}"] [data-drag-handle]`) as HTMLButtonElement;
/** The live region of the canvas's keyboard drag (the outline has its own). */
const status = () => [...document.querySelectorAll('[data-keyboard-drag-status]')].find((region) => !region.closest('nav'));
const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.activeElement!, { key, ...init });

describe('keyboard drag of a canvas block (spec 001 §2)', () => {
  it('picks up with Space, shows each arrow step at once, and changes the page once, on the drop', async () => {
    await renderCanvas();
    act(() => handleOf('text_block_1').focus());
    press(' ');
    expect(status()).toHaveTextContent('Picked up block Text block 1, position 1 of 3.');
    expect(handleOf('text_block_1')).toHaveAttribute('aria-pressed', 'true');
    press('ArrowDown');
    press('ArrowDown');
    expect(canvasOrder()).toEqual(['spacer_block', 'cta_block', 'text_block_1']);
    expect(status()).toHaveTextContent('Block Text block 1 is now at position 3 of 3.');
    // Past the end: nothing moves, nothing new is said.
    press('ArrowDown');
    expect(canvasOrder()).toEqual(['spacer_block', 'cta_block', 'text_block_1']);
    expect(handleOf('text_block_1')).toHaveFocus();
    press('ArrowUp');
    press(' ');
    expect(status()).toHaveTextContent('Block Text block 1 dropped at position 2 of 3.');
    expect(canvasOrder()).toEqual(['spacer_block', 'text_block_1', 'cta_block']);
    expect(handleOf('text_block_1')).not.toHaveAttribute('aria-pressed');
    // One change in the history: one undo brings the first order back.
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(canvasOrder()).toEqual(['text_block_1', 'spacer_block', 'cta_block']));
  });

  it('puts the block back with Escape, and ignores keys of blocks not held', async () => {
    await renderCanvas('fr');
    act(() => handleOf('cta_block').focus());
    press('Enter');
    expect(status()).toHaveTextContent('position 3 sur 3');
    press('ArrowUp');
    expect(canvasOrder()).toEqual(['text_block_1', 'cta_block', 'spacer_block']);
    press('Escape');
    expect(canvasOrder()).toEqual(['text_block_1', 'spacer_block', 'cta_block']);
    expect(status()).toHaveTextContent('Déplacement annulé. Le bloc Appel à l’action est revenu à la position 3.');
    // Not held: an arrow on the handle does nothing.
    press('ArrowUp');
    expect(canvasOrder()).toEqual(['text_block_1', 'spacer_block', 'cta_block']);
  });

  it('drops the block where it is shown when the focus leaves its handle', async () => {
    await renderCanvas();
    act(() => handleOf('text_block_1').focus());
    press(' ');
    press('ArrowDown');
    act(() => (document.querySelector('[data-editor-block="cta_block"] [data-drag-handle]') as HTMLElement).focus());
    await waitFor(() => expect(status()).toHaveTextContent('Block Text block 1 dropped at position 2 of 3.'));
    expect(canvasOrder()).toEqual(['spacer_block', 'text_block_1', 'cta_block']);
  });
});

describe('keyboard drag in the outline', () => {
  it('moves a block the same way, and the canvas follows on the drop', async () => {
    await renderCanvas();
    const outline = screen.getByRole('navigation', { name: 'Outline' });
    const outlineOrder = () =>
      within(outline)
        .getAllByRole('treeitem')
        .map((item) => item.textContent);
    act(() => within(outline).getByRole('button', { name: 'Drag to move block Spacer' }).focus());
    press(' ');
    expect(outline.querySelector('[data-keyboard-drag-status]')).toHaveTextContent('Picked up block Spacer, position 2 of 3.');
    press('ArrowUp');
    expect(outlineOrder()).toEqual(['1Spacer', '2Text block 1', '3Call to action']);
    expect(canvasOrder()).toEqual(['text_block_1', 'spacer_block', 'cta_block']);
    press('Enter');
    expect(outline.querySelector('[data-keyboard-drag-status]')).toHaveTextContent('Block Spacer dropped at position 1 of 3.');
    expect(canvasOrder()).toEqual(['spacer_block', 'text_block_1', 'cta_block']);
    expect(outlineOrder()).toEqual(['1Spacer', '2Text block 1', '3Call to action']);
  });
});

describe('keyboardDragKey and orderWithDrag', () => {
  it('maps the keys of a handle, ignoring auto-repeated presses', () => {
    expect(keyboardDragKey(' ', false, false)).toBe('pick-up');
    expect(keyboardDragKey('Enter', true, false)).toBeNull();
    expect(keyboardDragKey('ArrowDown', false, false)).toBeNull();
    expect(keyboardDragKey('ArrowDown', true, true)).toBe('next');
    expect(keyboardDragKey('ArrowLeft', false, true)).toBe('previous');
    expect(keyboardDragKey('Enter', false, true)).toBe('drop');
    expect(keyboardDragKey(' ', true, true)).toBeNull();
    expect(keyboardDragKey('Escape', false, true)).toBe('cancel');
    expect(keyboardDragKey('Tab', false, true)).toBeNull();
  });

  it('lets go of a block deleted while held, and only of it', () => {
    let ids = ['a', 'b', 'c'];
    const drag = createKeyboardDrag(
      () => ids,
      () => {},
    );
    drag.run('b', 'pick-up');
    drag.run('gone', 'next');
    expect(drag.state.getState().drag).toEqual({ id: 'b', to: 1 });
    ids = ['a', 'c'];
    drag.run('b', 'next');
    expect(drag.state.getState().drag).toBeNull();
  });

  it('shows the held block at its place, and the list itself otherwise', () => {
    const blocks = ['a', 'b', 'c'].map((id) => ({ id, block: demoBlock('spacer_block') }));
    const idOf = (entry: (typeof blocks)[number]) => entry.id;
    expect(orderWithDrag(blocks, null, idOf)).toBe(blocks);
    expect(orderWithDrag(blocks, { id: 'a', to: 0 }, idOf)).toBe(blocks);
    expect(orderWithDrag(blocks, { id: 'gone', to: 1 }, idOf)).toBe(blocks);
    expect(orderWithDrag(blocks, { id: 'a', to: 2 }, idOf).map(idOf)).toEqual(['b', 'c', 'a']);
    expect(orderWithDrag(['a', 'b', 'c'], { id: 'c', to: 0 }, (id) => id)).toEqual(['c', 'a', 'b']);
  });
});
