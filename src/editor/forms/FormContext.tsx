/**
 * Shared state of one SchemaForm: UI locale, disabled flag, id prefix, the stable `setAt(path,
 * next)` writer and the issue store. Issues are read through `useSyncExternalStore` with a string
 * snapshot per path, so a new issues array only re-renders the fields whose messages changed.
 */
import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';
import type { FieldPath } from './path';
import { pathKey } from './path';
import type { UiLocale } from './messages';
import type { OptionLabelResolver } from './useOptionMessages';

/** One validation issue, as zod reports it (path relative to the form's value). */
export interface FormIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Holds the current issues and notifies subscribed fields when they change.
 *
 * Every rendered control claims its path; composite frames (FieldShell) claim theirs as "shells".
 * An issue is shown by the control at exactly its path, else by the closest enclosing shell (so an
 * issue deep inside an image or link still shows inline), else at the top of the form.
 */
export class IssueStore {
  private issues: { key: string; message: string }[] = [];
  private claims = new Map<string, number>();
  private shells = new Map<string, number>();
  private owners: Map<string, string[]> | null = null;
  private listeners = new Set<() => void>();
  private notifyScheduled = false;

  /** Replaces the issues and notifies listeners. */
  set(issues: readonly FormIssue[] | undefined): void {
    this.issues = (issues ?? []).map((issue) => ({
      key: pathKey(issue.path),
      message: issue.message,
    }));
    this.owners = null;
    this.notify();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Registers a control (or, with `shell`, a composite frame) at `key`; returns the release. */
  claim(key: string, shell: boolean): () => void {
    const map = shell ? this.shells : this.claims;
    map.set(key, (map.get(key) ?? 0) + 1);
    this.changedClaims();
    return () => {
      const count = (map.get(key) ?? 1) - 1;
      if (count <= 0) map.delete(key);
      else map.set(key, count);
      this.changedClaims();
    };
  }

  /** Messages shown at `key`, joined by a newline ('' when none). ROOT_KEY gets the unclaimed ones. */
  exact(key: string): string {
    return (this.ownerMap().get(key) ?? []).join('\n');
  }

  /** Number of issues at `key` or below it. */
  nestedCount(key: string): number {
    let count = 0;
    for (const issue of this.issues) {
      if (key === '' || issue.key === key || issue.key.startsWith(`${key}.`)) count += 1;
    }
    return count;
  }

  private ownerMap(): Map<string, string[]> {
    if (this.owners) return this.owners;
    const owners = new Map<string, string[]>();
    for (const issue of this.issues) {
      const owner = this.ownerOf(issue.key);
      owners.set(owner, [...(owners.get(owner) ?? []), issue.message]);
    }
    this.owners = owners;
    return owners;
  }

  private ownerOf(key: string): string {
    if (this.claims.has(key) || this.shells.has(key)) return key;
    const steps = key === '' ? [] : key.split('.');
    for (let length = steps.length - 1; length >= 1; length -= 1) {
      const prefix = steps.slice(0, length).join('.');
      if (this.shells.has(prefix)) return prefix;
    }
    return ROOT_KEY;
  }

  private changedClaims(): void {
    this.owners = null;
    // Without issues nothing shown can change: skip waking every field.
    if (this.issues.length > 0) this.notify();
  }

  private notify(): void {
    if (this.notifyScheduled) return;
    this.notifyScheduled = true;
    queueMicrotask(() => {
      this.notifyScheduled = false;
      for (const listener of this.listeners) listener();
    });
  }
}

/** The owner key of issues no field claims (shown at the top of the form). */
export const ROOT_KEY = '\u0000root';

export interface FormContextValue {
  uiLocale: UiLocale;
  disabled: boolean;
  idPrefix: string;
  /** Writes `next` at `path` of the form's value (immutably) and calls the form's `onChange`. */
  setAt(path: FieldPath, next: unknown): void;
  /** Reads the latest value at `path` (for updates that depend on sibling values). */
  getAt(path: FieldPath): unknown;
  issues: IssueStore;
  /** Visible label of an enum choice, when the form's owner has one (else the form's dictionary). */
  optionLabel?: OptionLabelResolver;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The enclosing SchemaForm's context; throws outside a SchemaForm. */
export function useForm(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('useForm must be used inside a SchemaForm');
  return value;
}

/**
 * Issue messages shown at `path` (re-renders only when they change). Claims the path; `shell`
 * frames also show the issues of unclaimed paths below them.
 */
export function useIssues(path: FieldPath, shell = false): string[] {
  const { issues } = useForm();
  const key = pathKey(path);
  useLayoutEffect(() => issues.claim(key, shell), [issues, key, shell]);
  const joined = useSyncExternalStore(
    issues.subscribe,
    () => issues.exact(key),
    () => issues.exact(key),
  );
  return joined ? joined.split('\n') : [];
}

/** Number of issues at or below `path` (for collapsed repeater items). */
export function useNestedIssueCount(path: FieldPath): number {
  const { issues } = useForm();
  const key = pathKey(path);
  return useSyncExternalStore(
    issues.subscribe,
    () => issues.nestedCount(key),
    () => issues.nestedCount(key),
  );
}

/** A DOM id for `path` under the form's prefix (`sf-cta-url-fr`). */
export function useFieldId(path: FieldPath, suffix = ''): string {
  const { idPrefix } = useForm();
  const base = [idPrefix, ...path].join('-').replace(/[^A-Za-z0-9_-]/g, '_');
  return suffix ? `${base}-${suffix}` : base;
}

/** Issue messages that no field of the form shows (e.g. at the root, or in a hidden field). */
export function useUnclaimedIssues(): string[] {
  const { issues } = useForm();
  const joined = useSyncExternalStore(
    issues.subscribe,
    () => issues.exact(ROOT_KEY),
    () => issues.exact(ROOT_KEY),
  );
  return joined ? joined.split('\n') : [];
}
