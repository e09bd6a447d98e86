/** `featured_properties_block` in the browser: {@link featuredPropertiesBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { FeaturedPropertiesBlock } from './FeaturedPropertiesBlock';
import { featuredPropertiesBlockSchema } from './schema';

export const featuredPropertiesBlock = defineBlock(featuredPropertiesBlockSchema, FeaturedPropertiesBlock);
