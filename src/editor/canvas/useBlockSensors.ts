/**
 * The drag sensor of the canvas and the outline: the pointer after 4 px of movement (a click on the
 * handle stays a click). The keyboard moves blocks without dnd-kit (keyboardDrag.ts).
 */
import { PointerSensor, useSensor, useSensors, type PointerSensorOptions, type SensorDescriptor, type SensorOptions } from '@dnd-kit/core';

// Module-level on purpose: `useSensor` memoises on the options object, so options written inline
// made new sensors on every render of the list, hence new listeners for every drag handle and a new
// dnd-kit context re-rendering every block (a move re-rendered all 100 blocks' wrappers).
const POINTER: PointerSensorOptions = { activationConstraint: { distance: 4 } };

/** The sensors for a `DndContext`; the same array on every render. */
export function useBlockSensors(): SensorDescriptor<SensorOptions>[] {
  return useSensors(useSensor(PointerSensor, POINTER));
}
