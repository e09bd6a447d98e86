/**
 * Visitor contact info shared with the contact form (spec 000 §3): first name, last
 * name, email and phone are read from `stores.contactInfo` (session storage) to prefill empty
 * answers after hydration, and written back as the visitor types.
 */
import { useEffect } from 'react';
import { useAppContext } from '../../../runtime/AppContext';
import type { ContactInfo } from '../../../runtime/stores';
import type { LeadContactValues } from './leadContactValues';

/** Answer field ↔ contact info key. */
export const VISITOR_INFO_FIELDS = { first_name: 'firstname', last_name: 'lastname', email: 'email', phone: 'phone' } as const;
export type VisitorInfoField = keyof typeof VISITOR_INFO_FIELDS;

/** Fills the empty contact answers from the stored contact info. */
export function prefillContact<V extends LeadContactValues>(values: V, info: ContactInfo): V {
  let next = values;
  for (const [field, key] of Object.entries(VISITOR_INFO_FIELDS) as [VisitorInfoField, keyof ContactInfo][]) {
    const stored = info[key];
    if (!values[field] && stored) next = { ...next, [field]: stored };
  }
  return next;
}

/**
 * Prefills once after mount through `setValues`, and returns `remember(field, value)` to call on
 * every change of an answer (only the four shared fields are stored).
 */
export function useVisitorContactInfo<V extends LeadContactValues>(setValues: (update: (values: V) => V) => void) {
  const { stores } = useAppContext();
  useEffect(() => {
    const store = stores.contactInfo;
    if (Object.keys(store.getState().info).length === 0) store.getState().hydrateFromSession();
    setValues((current) => prefillContact(current, store.getState().info));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once per mount: later changes come from this form itself.
  }, [stores]);

  return (field: string, value: string) => {
    if (field in VISITOR_INFO_FIELDS) stores.contactInfo.getState().set(VISITOR_INFO_FIELDS[field as VisitorInfoField], value);
  };
}
