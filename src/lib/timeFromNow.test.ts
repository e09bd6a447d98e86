import { describe, expect, it } from 'vitest';
import { timeFromNow } from './timeFromNow';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('timeFromNow', () => {
  it('uses seconds under a minute', () => {
    expect(timeFromNow(now, now, 'en')).toBe('now');
    expect(timeFromNow(ago(30 * S), now, 'en')).toBe('30 seconds ago');
    expect(timeFromNow(ago(30 * S), now, 'fr')).toBe('il y a 30 secondes');
  });

  it('uses minutes, then hours', () => {
    expect(timeFromNow(ago(5 * MIN), now, 'en')).toBe('5 minutes ago');
    expect(timeFromNow(ago(59 * MIN + 59 * S), now, 'en')).toBe('59 minutes ago');
    expect(timeFromNow(ago(3 * H), now, 'en')).toBe('3 hours ago');
    expect(timeFromNow(ago(3 * H), now, 'fr')).toBe('il y a 3 heures');
  });

  it('uses days up to 45 days', () => {
    expect(timeFromNow(ago(1 * D), now, 'en')).toBe('yesterday');
    expect(timeFromNow(ago(1 * D), now, 'fr')).toBe('hier');
    expect(timeFromNow(ago(10 * D), now, 'en')).toBe('10 days ago');
    expect(timeFromNow(ago(44 * D), now, 'fr')).toBe('il y a 44 jours');
  });

  it('switches to months at 45 days, then years', () => {
    expect(timeFromNow(ago(45 * D), now, 'en')).toBe('last month');
    expect(timeFromNow(ago(100 * D), now, 'en')).toBe('3 months ago');
    expect(timeFromNow(ago(100 * D), now, 'fr')).toBe('il y a 3 mois');
    expect(timeFromNow(ago(400 * D), now, 'en')).toBe('last year');
    expect(timeFromNow(ago(800 * D), now, 'fr')).toBe('il y a 2 ans');
  });

  it('describes future moments too', () => {
    expect(timeFromNow(new Date(now.getTime() + 2 * H), now, 'en')).toBe('in 2 hours');
    expect(timeFromNow(new Date(now.getTime() + 2 * H), now, 'fr')).toBe('dans 2 heures');
  });

  it('accepts ISO strings', () => {
    expect(timeFromNow('2025-06-12T12:00:00Z', '2025-06-15T12:00:00Z', 'en')).toBe('3 days ago');
  });
});
