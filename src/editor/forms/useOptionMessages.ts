/**
 * Labels of enum choices from the editor's messages (src/editor/i18n/{fr,en}.json): the choice
 * `value` of a field named `field` reads `editor.option.{field}.{value}` (e.g.
 * `editor.option.reward_ident.platine` → "Platine"). The field is the last named step of the
 * choice's path, so the days of an opening-hours line (`opening_hours.0.day_of_week.2`) read
 * `editor.option.day_of_week.*`. A choice without a message gets `undefined`: the form then falls
 * back to its own dictionary (fieldLabels.ts).
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { FieldPath } from './path';

/** Resolves a choice's visible label, or `undefined` when the messages have none. */
export type OptionLabelResolver = (path: FieldPath, choice: string | number | boolean) => string | undefined;

/** The message id of `choice` at `path`, or null when the path names no field. */
export function optionMessageId(path: FieldPath, choice: string | number | boolean): string | null {
  const field = [...path].reverse().find((step): step is string => typeof step === 'string');
  return field ? `editor.option.${field}.${String(choice)}` : null;
}

/** A stable resolver over the enclosing react-intl messages (see the module doc). */
export function useOptionMessages(): OptionLabelResolver {
  const intl = useIntl();
  return useCallback(
    (path, choice) => {
      const id = optionMessageId(path, choice);
      return id && Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : undefined;
    },
    [intl],
  );
}
