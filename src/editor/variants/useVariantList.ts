/**
 * The content variants of a page (`GET /api/cms/pages/:id/variants`, oldest first) for the
 * workbench's variant controls, with `refresh()` after a create, rename or delete. A failed load
 * leaves the list empty (the page itself stays editable).
 */
import { useCallback, useEffect, useState } from 'react';
import type { CmsApi, CmsVariant } from '../../api/cmsApi';

export function useVariantList(api: Pick<CmsApi, 'listVariants'>, pageId: string): { variants: CmsVariant[]; refresh(): Promise<void> } {
  const [variants, setVariants] = useState<CmsVariant[]>([]);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let cancelled = false;
    Promise.resolve()
      .then(() => api.listVariants(pageId))
      .then(
        (list) => !cancelled && setVariants(Array.isArray(list) ? list : []),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [api, pageId, generation]);

  const refresh = useCallback(async () => {
    try {
      setVariants(await api.listVariants(pageId));
    } catch {
      setGeneration((n) => n + 1);
    }
  }, [api, pageId]);

  return { variants, refresh };
}
