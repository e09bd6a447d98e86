/**
 * The two generated forms of a block in a side panel: "Contenu" (`fields`) then "Paramètres
 * d’affichage" (`block_params`, only when the definition has any), each a `SchemaForm` with the
 * block's inline issues. Shared by the block edit panel and the site header panel.
 */
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import type { BlockValidation } from '../../blocks/validateBlock';
import type { Locale } from '../../lib/locales';
import { SchemaForm } from '../forms/SchemaForm';
import { useOptionMessages } from '../forms/useOptionMessages';
import styles from './EditPanel.module.css';

function hasShape(schema: z.ZodType): boolean {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return !shape || Object.keys(shape).length > 0;
}

export interface BlockFormSectionsProps {
  validation: Extract<BlockValidation, { kind: 'checked' }>;
  fields: unknown;
  params: unknown;
  onFields(next: unknown): void;
  onParams(next: unknown): void;
  uiLocale: Locale;
  /** Prefix of the ids and headings (`<prefix>-fields`, `<prefix>-params`), unique in the page. */
  idPrefix: string;
  /** Remounts the forms when it changes (another block, a reloaded value). */
  formKey: string;
}

type Issues = Extract<BlockValidation, { kind: 'checked' }>['fieldIssues'];
const NO_ISSUES: Issues = [];

/**
 * The same empty list for every valid validation: each keystroke validates the block again, and a
 * new empty list would re-render the (memoised) form of the parameters that did not change.
 */
function stable(issues: Issues): Issues {
  return issues.length === 0 ? NO_ISSUES : issues;
}

/** The fields and display-parameter forms of one block (see the file comment). */
export function BlockFormSections({ validation, fields, params, onFields, onParams, uiLocale, idPrefix, formKey }: BlockFormSectionsProps) {
  const optionLabel = useOptionMessages();
  return (
    <>
      <section aria-labelledby={`${idPrefix}-fields-title`}>
        <h3 id={`${idPrefix}-fields-title`} className={styles.section}>
          <FormattedMessage id="editor.panel.fields" />
        </h3>
        <SchemaForm
          key={`fields-${formKey}`}
          schema={validation.definition.fields}
          value={fields}
          onChange={onFields}
          uiLocale={uiLocale}
          issues={stable(validation.fieldIssues)}
          idPrefix={`${idPrefix}-fields`}
          optionLabel={optionLabel}
        />
      </section>
      {hasShape(validation.definition.params) ? (
        <section aria-labelledby={`${idPrefix}-params-title`}>
          <h3 id={`${idPrefix}-params-title`} className={styles.section}>
            <FormattedMessage id="editor.panel.params" />
          </h3>
          <SchemaForm
            key={`params-${formKey}`}
            schema={validation.definition.params}
            value={params}
            onChange={onParams}
            uiLocale={uiLocale}
            issues={stable(validation.paramIssues)}
            idPrefix={`${idPrefix}-params`}
            optionLabel={optionLabel}
          />
        </section>
      ) : null}
    </>
  );
}
