/**
 * dnd-kit's keyboard sensor, listening to the keys that follow the pick-up at once.
 *
 * The stock `KeyboardSensor` starts listening for arrow, Space and Escape keys in a `setTimeout`
 * after Space picked the block up, so that the pick-up key itself is not read as the drop. Browsers
 * may run a queued key press before that timer: on a busy machine (or with assistive technology
 * sending keys quickly) the first arrow press was silently lost and the block did not move. This
 * sensor listens right away and ignores only the very event that picked the block up.
 */
import { KeyboardSensor, type KeyboardSensorProps, type SensorInstance } from '@dnd-kit/core';

/** The members of dnd-kit's sensor this one reuses (private in its typings). */
interface KeyboardSensorInternals {
  props: KeyboardSensorProps;
  listeners: { add(eventName: string, handler: (event: Event) => void): void };
  windowListeners: { add(eventName: string, handler: (event: Event) => void): void };
  handleStart(): void;
  handleKeyDown(event: Event): void;
  handleCancel(event: Event): void;
}

const Base = KeyboardSensor as unknown as new (props: KeyboardSensorProps) => SensorInstance;

/** Drop-in replacement of `KeyboardSensor` for `useSensor(ImmediateKeyboardSensor, options)`. */
export class ImmediateKeyboardSensor extends Base {
  static activators = KeyboardSensor.activators;

  /** Called by the base constructor (handlers are bound by then). */
  attach(): void {
    const self = this as unknown as KeyboardSensorInternals;
    self.handleStart();
    self.windowListeners.add('resize', self.handleCancel);
    self.windowListeners.add('visibilitychange', self.handleCancel);
    const pickUp = self.props.event;
    self.listeners.add('keydown', (event) => {
      if (event !== pickUp) self.handleKeyDown(event);
    });
  }
}
