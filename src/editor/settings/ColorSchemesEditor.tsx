/**
 * The theme's colour schemes list (spec 000 §9 "Themes": normal, normal-grey, inverted), the
 * order the QA overlay's scheme toggle cycles through. Schemes can be added (those not yet in the
 * list), removed (at least one stays) and moved up or down; each shows a sample of its colours.
 */
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ColorSchemeName } from '../../schema/content';
import { COLOR_SCHEMES } from '../../renderer/theme/colorSchemes';
import styles from './ColorSchemesEditor.module.css';

export interface ColorSchemesEditorProps {
  schemes: readonly ColorSchemeName[];
  onChange(schemes: ColorSchemeName[]): void;
  /** Effective theme colours, for the samples (role → hex). */
  colors: Record<string, string>;
  disabled?: boolean;
}

const SAMPLE: Record<ColorSchemeName, { bg: string; text: string }> = {
  normal: { bg: 'background', text: 'text' },
  'normal-grey': { bg: 'background-grey', text: 'text' },
  inverted: { bg: 'background-inverted', text: 'text-inverted' },
};

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Editable ordered list of colour schemes. */
export function ColorSchemesEditor({ schemes, onChange, colors, disabled }: ColorSchemesEditorProps) {
  const intl = useIntl();
  const nameOf = (scheme: ColorSchemeName) => intl.formatMessage({ id: `editor.settings.schemes.name.${scheme}` });
  const missing = COLOR_SCHEMES.filter((scheme) => !schemes.includes(scheme));
  return (
    <div className={styles.editor}>
      <ol className={styles.list} aria-label={intl.formatMessage({ id: 'editor.settings.schemes.list' })}>
        {schemes.map((scheme, index) => {
          const name = nameOf(scheme);
          return (
            <li key={scheme} className={styles.item}>
              <span className={styles.sample} style={{ background: colors[SAMPLE[scheme].bg], color: colors[SAMPLE[scheme].text] }} aria-hidden="true">
                Aa
              </span>
              <span className={styles.name}>
                <span className={styles.position}>{index + 1}.</span> {name}
              </span>
              <span className={styles.actions}>
                <Button
                  className={styles.action}
                  isDisabled={disabled || index === 0}
                  aria-label={intl.formatMessage({ id: 'editor.settings.schemes.move-up' }, { scheme: name })}
                  onPress={() => onChange(move(schemes, index, index - 1))}
                >
                  ↑
                </Button>
                <Button
                  className={styles.action}
                  isDisabled={disabled || index === schemes.length - 1}
                  aria-label={intl.formatMessage({ id: 'editor.settings.schemes.move-down' }, { scheme: name })}
                  onPress={() => onChange(move(schemes, index, index + 1))}
                >
                  ↓
                </Button>
                <Button
                  className={styles.action}
                  isDisabled={disabled || schemes.length <= 1}
                  aria-label={intl.formatMessage({ id: 'editor.settings.schemes.remove' }, { scheme: name })}
                  onPress={() => onChange(schemes.filter((_, i) => i !== index))}
                >
                  ×
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      {missing.length && !disabled ? (
        <div className={styles.add}>
          {missing.map((scheme) => (
            <Button key={scheme} className={styles.addButton} onPress={() => onChange([...schemes, scheme])}>
              {intl.formatMessage({ id: 'editor.settings.schemes.add' }, { scheme: nameOf(scheme) })}
            </Button>
          ))}
        </div>
      ) : null}
      {schemes.length <= 1 ? <p className={styles.hint}>{intl.formatMessage({ id: 'editor.settings.schemes.keep-one' })}</p> : null}
    </div>
  );
}
