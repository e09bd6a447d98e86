import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderBlock';
import { MonacoEditor } from './MonacoEditor';

// monaco itself cannot run in jsdom: the React binding is replaced by a stand-in that records the
// props and lets the test type; the local worker/loader setup is checked to be called.
const configureMonaco = vi.hoisted(() => vi.fn());
vi.mock('./monacoEnvironment', () => ({ configureMonaco }));
vi.mock('@monaco-editor/react', () => ({
  default: (props: { value: string; language: string; height: string; options: { ariaLabel: string; readOnly: boolean }; onChange(v: string | undefined): void }) => (
    <div data-testid="monaco-stand-in" data-language={props.language} data-height={props.height} data-readonly={String(props.options.readOnly)}>
      <textarea aria-label={props.options.ariaLabel} value={props.value} onChange={(event) => props.onChange(event.target.value || undefined)} />
    </div>
  ),
}));

describe('MonacoEditor', () => {
  it('renders the locally configured editor (loader + workers set up) with the given props', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<MonacoEditor value="<p>Hi</p>" language="html" onChange={onChange} height={240} ariaLabel="Script content" readOnly />, {
      locale: 'en',
    });
    const editor = await screen.findByRole('textbox', { name: 'Script content' });
    expect(configureMonaco).toHaveBeenCalled();
    expect(editor).toHaveValue('<p>Hi</p>');
    const standIn = screen.getByTestId('monaco-stand-in');
    expect(standIn).toHaveAttribute('data-language', 'html');
    expect(standIn).toHaveAttribute('data-height', '240px');
    expect(standIn).toHaveAttribute('data-readonly', 'true');
    expect(screen.getByText(/Press Ctrl\+M/)).toBeInTheDocument();
  });

  it('reports every edit as a string (an emptied editor gives "")', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<MonacoEditor value="a" language="json" onChange={onChange} ariaLabel="JSON" />, { locale: 'fr' });
    const editor = await screen.findByRole('textbox', { name: 'JSON' });
    fireEvent.change(editor, { target: { value: '{"a":1}' } });
    expect(onChange).toHaveBeenLastCalledWith('{"a":1}');
    fireEvent.change(editor, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByTestId('monaco-stand-in')).toHaveAttribute('data-height', '320px');
  });
});
