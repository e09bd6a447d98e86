/**
 * The drag sensors of the canvas and the outline: the pointer after 4 px of movement (a click on the
 * handle stays a click), and in the outline the keyboard (Space picks up and drops, arrows move; see
 * {@link ImmediateKeyboardSensor}).
 */
import { PointerSensor, useSensor, useSensors, type KeyboardSensorOptions, type PointerSensorOptions, type SensorDescriptor, type SensorOptions } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { ImmediateKeyboardSensor } from './immediateKeyboardSensor';

// Module-level on purpose: `useSensor` memoises on the options object, so options written inline
// made new sensors on every render of the list, hence new listeners for every drag handle and a new
// dnd-kit context re-rendering every block (a move re-rendered all 100 blocks' wrappers).
const POINTER: PointerSensorOptions = { activationConstraint: { distance: 4 } };
const KEYBOARD: KeyboardSensorOptions = { coordinateGetter: sortableKeyboardCoordinates };

/** The sensors for a `DndContext`; the same array on every render. */
export function useBlockSensors(): SensorDescriptor<SensorOptions>[] {
  return useSensors(useSensor(PointerSensor, POINTER), useSensor(ImmediateKeyboardSensor, KEYBOARD));
}

/** The pointer sensor alone (the canvas moves blocks with the keyboard itself: keyboardDrag.ts). */
export function useBlockPointerSensors(): SensorDescriptor<SensorOptions>[] {
  return useSensors(useSensor(PointerSensor, POINTER));
}
