/**
 * Variant selector of the sections workbench (spec 000 §1 variant indicator):
 * "No variant" plus the page's content variants (`GET /api/cms/pages/:id/variants`). The chosen id
 * goes to `?variant=` of the preview iframe; the toolbar then shows the variant's colour and name,
 * like the banner of the public page. When the variants cannot be loaded only "No variant" is offered.
 * The workbench passes the list it keeps (`variants`, refreshed after a create, rename or delete);
 * without it the picker loads the list itself.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { CmsApi, CmsVariant } from '../../api/cmsApi';
import toolbar from '../shell/Toolbar.module.css';
import styles from './VariantPicker.module.css';

export interface VariantPickerProps {
  api: Pick<CmsApi, 'listVariants'>;
  /** The page whose variants are listed. */
  pageId: string;
  /** The previewed variant id, or null. */
  value: string | null;
  onChange(variantId: string | null): void;
  /** The page's variants, when the caller already has them (no request then). */
  variants?: CmsVariant[];
}

export function VariantPicker({ api, pageId, value, onChange, variants: given }: VariantPickerProps) {
  const intl = useIntl();
  const [loaded, setVariants] = useState<CmsVariant[]>([]);
  const variants = given ?? loaded;
  useEffect(() => {
    if (given) return;
    let cancelled = false;
    setVariants([]);
    Promise.resolve()
      .then(() => api.listVariants(pageId))
      .then(
        (list) => !cancelled && setVariants(list),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [api, pageId, given]);

  const current = variants.find((variant) => variant.id === value) ?? null;
  const label = intl.formatMessage({ id: 'editor.variant.label' });
  return (
    <span className={styles.picker}>
      <label className={toolbar.select}>
        <span className={toolbar.srOnly}>{label}</span>
        <select value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} aria-label={label} data-variant-picker>
          <option value="">{intl.formatMessage({ id: 'editor.variant.none' })}</option>
          {variants.map((variant) => (
            <option key={variant.id} value={variant.id}>
              {variant.name}
            </option>
          ))}
          {value && !current ? <option value={value}>{value}</option> : null}
        </select>
      </label>
      {current ? (
        <span className={styles.chip} style={{ '--variant-color': current.color } as CSSProperties} data-variant-chip>
          <span className={styles.swatch} aria-hidden />
          <span>{intl.formatMessage({ id: 'editor.variant.current' }, { name: current.name })}</span>
        </span>
      ) : null}
    </span>
  );
}
