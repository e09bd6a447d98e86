/**
 * The "Move up" and "Move down" buttons of a block, in the canvas's tool bar and beside each
 * outline item: each moves the block one place (`moveBlockBy`), disabled at the ends of the list.
 */
import { ArrowDown, ArrowUp } from 'lucide-react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { moveBlockBy } from '../store/actions/moveBlockBy';
import { useEditor } from '../store/EditorContext';

interface BlockMoveButtonsProps {
  /** The block's editor id, its position (0-based) and the number of blocks. */
  id: string;
  index: number;
  total: number;
  /** Class of each button (the list's tool style). */
  className: string;
  /** Icon size in px. */
  iconSize: number;
  /** The block's name, added to each button's accessible name where several blocks' buttons sit in one list. */
  blockName?: string;
  /** Shows the action as a tooltip (`title`) too. */
  withTitle?: boolean;
}

/** The two buttons, as siblings (no wrapper: each list lays its tools out its own way); re-rendered when the block's place or the list's length changes. */
export const BlockMoveButtons = memo(function BlockMoveButtons({ id, index, total, className, iconSize, blockName, withTitle = false }: BlockMoveButtonsProps) {
  const { store } = useEditor();
  const intl = useIntl();
  const moves = [
    { by: -1, message: 'editor.block.moveUp', disabled: index === 0, Icon: ArrowUp },
    { by: 1, message: 'editor.block.moveDown', disabled: index === total - 1, Icon: ArrowDown },
  ] as const;
  return (
    <>
      {moves.map(({ by, message, disabled, Icon }) => {
        const action = intl.formatMessage({ id: message });
        return (
          <button
            key={message}
            type="button"
            className={className}
            onClick={() => store.getState().dispatch(moveBlockBy(id, by))}
            disabled={disabled}
            aria-label={blockName ? `${action} — ${blockName}` : action}
            title={withTitle ? action : undefined}
          >
            <Icon size={iconSize} aria-hidden />
          </button>
        );
      })}
    </>
  );
});
