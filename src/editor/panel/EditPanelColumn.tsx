/** The edit panel's column of a workbench: shown while a block is selected. */
import { useEditorState } from '../store/EditorContext';
import { EditPanel } from './EditPanel';
import styles from '../sections/Workbench.module.css';

export function EditPanelColumn() {
  const selected = useEditorState((state) => state.selectedId !== null);
  return selected ? (
    <div className={styles.panel}>
      <EditPanel />
    </div>
  ) : null;
}
