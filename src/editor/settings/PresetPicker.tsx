/**
 * Blue and red theme presets (spec 000 §9 "Themes"): one button per preset showing its colours;
 * pressing it applies the preset's colours (replacing every colour override). The current preset
 * is marked pressed while no colour overrides it.
 */
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { THEME_PRESETS, type ThemePresetName } from '../../renderer/theme/presets';
import { THEME_COLOR_ROLES } from './themeColorRoles';
import styles from './PresetPicker.module.css';

export interface PresetPickerProps {
  /** The theme's preset. */
  current: ThemePresetName;
  /** True when the theme has colour overrides (the preset is then not shown as pressed). */
  customized: boolean;
  onApply(preset: ThemePresetName): void;
  disabled?: boolean;
}

const PRESETS: ThemePresetName[] = ['blue', 'red'];

/** Preset buttons. */
export function PresetPicker({ current, customized, onApply, disabled }: PresetPickerProps) {
  const intl = useIntl();
  return (
    <div className={styles.presets} role="group" aria-label={intl.formatMessage({ id: 'editor.settings.presets.label' })}>
      {PRESETS.map((preset) => {
        const name = intl.formatMessage({ id: `editor.settings.presets.${preset}` });
        return (
          <Button
            key={preset}
            className={styles.preset}
            isDisabled={disabled}
            aria-pressed={current === preset && !customized}
            aria-label={intl.formatMessage({ id: 'editor.settings.presets.apply' }, { preset: name })}
            onPress={() => onApply(preset)}
          >
            <span className={styles.swatches} aria-hidden="true">
              {THEME_COLOR_ROLES.map((role) => (
                <span key={role} className={styles.dot} style={{ background: THEME_PRESETS[preset][role] }} />
              ))}
            </span>
            <span className={styles.name}>{name}</span>
          </Button>
        );
      })}
    </div>
  );
}
