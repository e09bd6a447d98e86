/**
 * The widget map of the editor's schema forms: each widget name of the field-meta vocabulary to
 * its component (see fieldWidgets.tsx). `FieldNode` renders a field with `widgetFor(kind)`.
 */
export { fieldWidgets, widgetFor, type WidgetComponent, type WidgetName, type WidgetProps } from './fieldWidgets';
