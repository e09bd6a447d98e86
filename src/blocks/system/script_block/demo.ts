import type { z } from 'zod';
import type { scriptBlockFields, scriptBlockParams } from './index';

/** Demo: a small bilingual notice whose script stamps the year in the browser. */
export const scriptBlockDemo: {
  block_params?: z.input<typeof scriptBlockParams>;
  fields: z.input<typeof scriptBlockFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    content: {
      fr: '<p class="vitrine-script-demo">Contenu intégré par script — © <span data-year>2025</span> Vitrine</p>\n<script>\n  document.querySelectorAll(\'.vitrine-script-demo [data-year]\').forEach((el) => { el.textContent = String(new Date().getFullYear()); });\n</script>',
      en: '<p class="vitrine-script-demo">Script-embedded content — © <span data-year>2025</span> Vitrine</p>\n<script>\n  document.querySelectorAll(\'.vitrine-script-demo [data-year]\').forEach((el) => { el.textContent = String(new Date().getFullYear()); });\n</script>',
    },
    frontend_only: false,
    padding_top: 48,
    padding_right: 24,
    padding_bottom: 48,
    padding_left: 24,
  },
};
