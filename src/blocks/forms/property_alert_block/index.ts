/** `property_alert_block` in the browser: {@link propertyAlertBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { PropertyAlertBlock } from './PropertyAlertBlock';
import { propertyAlertBlockSchema } from './schema';

export const propertyAlertBlock = defineBlock(propertyAlertBlockSchema, PropertyAlertBlock);
