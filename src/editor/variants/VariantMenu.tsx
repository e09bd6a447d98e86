/**
 * The "what am I editing" control of the sections workbench: a select
 * between the page and each of its content variants, "New variant" (name + colour, starting from
 * the page's current content), and for the edited variant its public state ("Public" / "Not
 * public") with "Publish" / "Unpublish", "Copy a preview link" (a signed link that shows the
 * unpublished variant for 7 days), "Rename / recolour" and "Delete" (with confirmation). The parent
 * does the calls; this component owns the dialogs.
 */
import { EyeOff, Globe, Link2, Palette, Plus, Trash2 } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { CmsVariant } from '../../api/cmsApi';
import toolbar from '../shell/Toolbar.module.css';
import { DeleteVariantDialog } from './DeleteVariantDialog';
import type { EditTarget } from './useEditSession';
import { VariantDialog } from './VariantDialog';
import styles from './VariantMenu.module.css';

export interface VariantMenuProps {
  variants: CmsVariant[];
  target: EditTarget;
  /** Edit the page (`null`) or the variant `id`. */
  onSwitch(variantId: string | null): void;
  onCreate(values: { name: string; color: string }): Promise<void>;
  onRename(values: { name: string; color: string }): Promise<void>;
  onDelete(): Promise<void>;
  /** Makes the edited variant public (`true`) or private again (`false`). */
  onPublishChange(published: boolean): Promise<void>;
  /** Copies a signed preview link of the edited variant. */
  onCopyPreviewLink(): Promise<void>;
  /** True while a switch is under way. */
  busy?: boolean;
}

export function VariantMenu({ variants, target, onSwitch, onCreate, onRename, onDelete, onPublishChange, onCopyPreviewLink, busy = false }: VariantMenuProps) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const edited = target.kind === 'variant' ? target : null;
  const published = edited ? Boolean(variants.find((variant) => variant.id === edited.id)?.published_at) : false;
  const label = intl.formatMessage({ id: 'editor.variants.editing' });

  return (
    <span className={styles.menu} data-variant-menu style={edited ? ({ '--variant-color': edited.color } as CSSProperties) : undefined}>
      <label className={toolbar.select}>
        <span className={styles.label}>{label}</span>
        <select
          value={edited?.id ?? ''}
          onChange={(event) => onSwitch(event.target.value || null)}
          disabled={busy}
          data-edit-target
          className={edited ? styles.variantSelect : undefined}
        >
          <option value="">{intl.formatMessage({ id: 'editor.variants.page' })}</option>
          {variants.map((variant) => (
            <option key={variant.id} value={variant.id}>
              {intl.formatMessage({ id: 'editor.variants.option' }, { name: variant.name })}
            </option>
          ))}
          {edited && !variants.some((variant) => variant.id === edited.id) ? (
            <option value={edited.id}>{intl.formatMessage({ id: 'editor.variants.option' }, { name: edited.name })}</option>
          ) : null}
        </select>
      </label>
      <button type="button" className={toolbar.button} onClick={() => setDialog('create')} disabled={busy} data-variant-new>
        <Plus size={16} aria-hidden />
        {intl.formatMessage({ id: 'editor.variants.new' })}
      </button>
      {edited ? (
        <>
          <span className={published ? styles.public : styles.private} data-variant-status={published ? 'public' : 'private'}>
            {intl.formatMessage({ id: published ? 'editor.variants.status.published' : 'editor.variants.status.unpublished' })}
          </span>
          <button
            type="button"
            className={toolbar.iconButton}
            onClick={() => void onPublishChange(!published)}
            aria-label={intl.formatMessage({ id: published ? 'editor.variants.unpublish' : 'editor.variants.publish' }, { name: edited.name })}
            title={intl.formatMessage({ id: published ? 'editor.variants.unpublish' : 'editor.variants.publish' }, { name: edited.name })}
            disabled={busy}
            data-variant-publish={published ? 'unpublish' : 'publish'}
          >
            {published ? <EyeOff size={18} aria-hidden /> : <Globe size={18} aria-hidden />}
          </button>
          <button
            type="button"
            className={toolbar.iconButton}
            onClick={() => void onCopyPreviewLink()}
            aria-label={intl.formatMessage({ id: 'editor.variants.previewLink' }, { name: edited.name })}
            title={intl.formatMessage({ id: 'editor.variants.previewLink' }, { name: edited.name })}
            disabled={busy}
            data-variant-preview-link
          >
            <Link2 size={18} aria-hidden />
          </button>
          <button
            type="button"
            className={toolbar.iconButton}
            onClick={() => setDialog('edit')}
            aria-label={intl.formatMessage({ id: 'editor.variants.edit' }, { name: edited.name })}
            title={intl.formatMessage({ id: 'editor.variants.edit' }, { name: edited.name })}
            data-variant-rename
          >
            <Palette size={18} aria-hidden />
          </button>
          <button
            type="button"
            className={toolbar.iconButton}
            onClick={() => setDeleting(true)}
            aria-label={intl.formatMessage({ id: 'editor.variants.delete' }, { name: edited.name })}
            title={intl.formatMessage({ id: 'editor.variants.delete' }, { name: edited.name })}
            data-variant-delete-button
          >
            <Trash2 size={18} aria-hidden />
          </button>
        </>
      ) : null}
      <VariantDialog
        mode={dialog ?? 'create'}
        isOpen={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        initial={dialog === 'edit' && edited ? { name: edited.name, color: edited.color } : undefined}
        onSubmit={dialog === 'edit' ? onRename : onCreate}
      />
      <DeleteVariantDialog variant={deleting && edited ? edited : null} onClose={() => setDeleting(false)} onConfirm={onDelete} />
    </span>
  );
}
