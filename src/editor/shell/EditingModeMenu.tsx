/**
 * The editing-mode settings popover (spec 000 §6, 001 §6): global edit mode and payload colours
 * (both off by default) and the three overlay abilities (colour scheme, edit, delete).
 */
import { SlidersHorizontal } from 'lucide-react';
import { Button, Dialog, DialogTrigger, Popover, Switch } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useEditingSettings } from '../store/editingSettings';
import styles from './Toolbar.module.css';

export function EditingModeMenu() {
  const intl = useIntl();
  const [settings, update] = useEditingSettings();
  const toggles = [
    ['editor.editingMode.globalEditMode', settings.globalEditMode, (on: boolean) => update({ globalEditMode: on })],
    ['editor.editingMode.payloadColors', settings.payloadColors, (on: boolean) => update({ payloadColors: on })],
    ['editor.editingMode.abilityScheme', settings.abilities.colorScheme, (on: boolean) => update({ abilities: { ...settings.abilities, colorScheme: on } })],
    ['editor.editingMode.abilityEdit', settings.abilities.edit, (on: boolean) => update({ abilities: { ...settings.abilities, edit: on } })],
    ['editor.editingMode.abilityDelete', settings.abilities.delete, (on: boolean) => update({ abilities: { ...settings.abilities, delete: on } })],
  ] as const;
  return (
    <DialogTrigger>
      <Button className={styles.button}>
        <SlidersHorizontal size={16} aria-hidden />
        {intl.formatMessage({ id: 'editor.editingMode.label' })}
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.menu} aria-label={intl.formatMessage({ id: 'editor.editingMode.label' })}>
          {toggles.map(([id, value, onChange]) => (
            <Switch key={id} isSelected={value} onChange={onChange} className={styles.switch}>
              <span className={styles.track} aria-hidden>
                <span className={styles.thumb} />
              </span>
              {intl.formatMessage({ id })}
            </Switch>
          ))}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
