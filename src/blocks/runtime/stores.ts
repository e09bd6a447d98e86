/**
 * Per-router zustand stores (ARCHITECTURE "Data flow"): created once per router instance, never at
 * module level, so one visitor's state never leaks into another's server render.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Locale } from '../../lib/locales';
import { readSessionJson, writeSessionJson } from '../../lib/sessionJson';

/** A toast message (spec 000 §2 "Modals and toast"). */
export interface Toast {
  id: number;
  kind: 'success' | 'failure';
  title: string;
  /** Lines under the title (failure: one per error message). */
  lines: string[];
  /** Auto-close countdown in seconds (success: 5), or undefined to stay until closed. */
  countdownS?: number;
  /** Called when the toast closes (by the visitor or the countdown). */
  onClose?: () => void;
}

export interface ToastState {
  toasts: Toast[];
  show(toast: Omit<Toast, 'id'>): number;
  close(id: number): void;
}

/** Named scroll-prevention requests: page scroll is locked while any is true (spec 000 §4 "Other"). */
export interface ScrollLockState {
  requests: Record<string, boolean>;
  set(name: string, locked: boolean): void;
}

/** Visitor contact info (spec 000 §3): only these four keys; persisted in session storage. */
export const CONTACT_INFO_KEYS = ['firstname', 'lastname', 'email', 'phone'] as const;
export type ContactInfoKey = (typeof CONTACT_INFO_KEYS)[number];
export type ContactInfo = Partial<Record<ContactInfoKey, string>>;
export const CONTACT_INFO_STORAGE_KEY = 'userContactInfos';
/** Session storage key of the visitor's last search filters (the search filters store, filtersStore.ts). */
export const SEARCH_FILTERS_STORAGE_KEY = 'propertiesSearchFilters';

export interface ContactInfoState {
  info: ContactInfo;
  /** Sets one key; an unknown key is rejected with a (French) console warning. */
  set(key: string, value: string): void;
  hydrateFromSession(): void;
}

/** The locale store: the active locale, corrected from the path (spec 000 §2). */
export interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

/** Which modal is open (spec 000 §2 "Modals and toast"); page scroll is locked while one is. */
export interface ModalState {
  contact: null | { recipientType?: string; recipientSlug?: string };
  openContact(args?: { recipientType?: string; recipientSlug?: string }): void;
  close(): void;
}

export interface AppStores {
  modal: StoreApi<ModalState>;
  toast: StoreApi<ToastState>;
  scrollLock: StoreApi<ScrollLockState>;
  contactInfo: StoreApi<ContactInfoState>;
  locale: StoreApi<LocaleState>;
}

/**
 * The visitor's contact details an earlier form of this session kept (sessionStorage,
 * {@link CONTACT_INFO_STORAGE_KEY}): the known keys whose value is a string; `{}` on the server,
 * without storage or with nothing kept.
 */
export function storedContactInfo(): ContactInfo {
  const stored = readSessionJson(CONTACT_INFO_STORAGE_KEY);
  const restored: ContactInfo = {};
  if (!stored || typeof stored !== 'object') return restored;
  for (const key of CONTACT_INFO_KEYS) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'string') restored[key] = value;
  }
  return restored;
}

/** Whether this session kept the visitor's search filters (a search was made): false on the server and without storage. */
export function searchFiltersKept(): boolean {
  const stored = readSessionJson(SEARCH_FILTERS_STORAGE_KEY);
  return stored !== null && typeof stored === 'object';
}

/** Creates a fresh set of stores for one router instance. */
export function createAppStores(initialLocale: Locale): AppStores {
  let nextToastId = 1;
  return {
    modal: createStore<ModalState>()((set) => ({
      contact: null,
      openContact(args) {
        set({ contact: args ?? {} });
      },
      close() {
        set({ contact: null });
      },
    })),
    toast: createStore<ToastState>()((set) => ({
      toasts: [],
      show(toast) {
        const id = nextToastId++;
        set((state) => ({ toasts: [...state.toasts, { ...toast, id }] }));
        return id;
      },
      close(id) {
        set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
      },
    })),
    scrollLock: createStore<ScrollLockState>()((set) => ({
      requests: {},
      set(name, locked) {
        set((state) => ({ requests: { ...state.requests, [name]: locked } }));
      },
    })),
    contactInfo: createStore<ContactInfoState>()((set, get) => ({
      info: {},
      set(key, value) {
        if (!(CONTACT_INFO_KEYS as readonly string[]).includes(key)) {
          console.warn(`La clé d’information de contact « ${key} » n’existe pas.`);
          return;
        }
        set((state) => ({ info: { ...state.info, [key as ContactInfoKey]: value } }));
        writeSessionJson(CONTACT_INFO_STORAGE_KEY, get().info);
      },
      hydrateFromSession() {
        const restored = storedContactInfo();
        set((state) => ({ info: { ...state.info, ...restored } }));
      },
    })),
    locale: createStore<LocaleState>()((set) => ({
      locale: initialLocale,
      setLocale(locale) {
        set({ locale });
      },
    })),
  };
}
