/**
 * An image preview whose focal point (the spot kept in view when a box crops the image) is set by
 * clicking it, or with the arrow keys once focused (5 % per press). `value` and `onChange` are
 * fractions 0–1 of the width and height, rounded to 0.01; the dot marks the current point
 * (centre when unset). Used by the image field and the media library screen.
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import styles from '../forms.module.css';

/** Arrow-key step, fraction of the width or height. */
export const FOCAL_STEP = 0.05;

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

export interface FocalPointButtonProps {
  src: string;
  value: { x: number; y: number } | undefined;
  onChange(point: { x: number; y: number }): void;
  /** Accessible name, e.g. "Preview: click to set the focal point". */
  label: string;
  disabled?: boolean;
  className?: string;
}

/** See the module docstring. */
export function FocalPointButton({ src, value, onChange, label, disabled, className }: FocalPointButtonProps) {
  const set = (x: number, y: number) => onChange({ x: round(x), y: round(y) });
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    set((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-FOCAL_STEP, 0],
      ArrowRight: [FOCAL_STEP, 0],
      ArrowUp: [0, -FOCAL_STEP],
      ArrowDown: [0, FOCAL_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set((value?.x ?? 0.5) + move[0], (value?.y ?? 0.5) + move[1]);
  };
  return (
    <button type="button" className={[styles.preview, className].filter(Boolean).join(' ')} onClick={onClick} onKeyDown={onKeyDown} disabled={disabled} aria-label={label}>
      <img src={src} alt="" />
      <span className={styles.focalDot} style={{ left: `${(value?.x ?? 0.5) * 100}%`, top: `${(value?.y ?? 0.5) * 100}%` }} aria-hidden="true" />
    </button>
  );
}
