import type { z } from 'zod';
import type { spacerBlockFields, spacerBlockParams } from './index';

/** Demo: 64 px of breathing room. */
export const spacerBlockDemo: {
  block_params?: z.input<typeof spacerBlockParams>;
  fields: z.input<typeof spacerBlockFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: { height: 64 },
};
