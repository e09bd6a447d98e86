/**
 * Editing-mode settings (spec 000 §6, 001 §6: "global edit mode and payload colours, both off by
 * default"; abilities for colour scheme, edit and delete individually enabled). Kept per browser
 * in localStorage under {@link EDITING_SETTINGS_KEY}.
 *
 * - `globalEditMode`: every block's overlay stays visible (off: it shows on hover or focus).
 * - `payloadColors`: each block is outlined in its family's colour, to see the payload structure.
 * - `abilities`: which overlay buttons show (all on by default).
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface EditingSettings {
  globalEditMode: boolean;
  payloadColors: boolean;
  abilities: { colorScheme: boolean; edit: boolean; delete: boolean };
}

export const EDITING_SETTINGS_KEY = 'vitrine.editor.editingSettings';

export const DEFAULT_EDITING_SETTINGS: EditingSettings = {
  globalEditMode: false,
  payloadColors: false,
  abilities: { colorScheme: true, edit: true, delete: true },
};

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: EditingSettings } | null = null;

function read(): EditingSettings {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(EDITING_SETTINGS_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (cache && cache.raw === raw) return cache.value;
  let value = DEFAULT_EDITING_SETTINGS;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<EditingSettings>;
      value = {
        globalEditMode: parsed.globalEditMode === true,
        payloadColors: parsed.payloadColors === true,
        abilities: { ...DEFAULT_EDITING_SETTINGS.abilities, ...(parsed.abilities ?? {}) },
      };
    } catch {
      value = DEFAULT_EDITING_SETTINGS;
    }
  }
  cache = { raw, value };
  return value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The editing settings and a setter that merges a partial change. */
export function useEditingSettings(): [EditingSettings, (change: Partial<EditingSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, read, () => DEFAULT_EDITING_SETTINGS);
  const update = useCallback((change: Partial<EditingSettings>) => {
    const next = { ...read(), ...change };
    try {
      globalThis.localStorage?.setItem(EDITING_SETTINGS_KEY, JSON.stringify(next));
    } catch {
      cache = { raw: JSON.stringify(next), value: next };
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [settings, update];
}
