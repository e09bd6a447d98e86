/**
 * The login counters on their own (in memory): the lock holds one account at one address, a
 * captcha is asked after 3 failures per account or per address, refused attempts give their
 * points back, a success clears its pair, and the admins' notice is claimed once per account.
 */
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_AFTER_FAILURES, createLoginThrottle, failureDelayMs, MAX_FAILURES, type Admission, type LoginThrottle } from './loginThrottle';

const solved = async () => true;
const unsolved = async () => false;

/** `count` admitted attempts (failures: nothing is reported back), each with a solved captcha when asked. */
async function fail(throttle: LoginThrottle, email: string, ip: string | null, count: number): Promise<Admission[]> {
  const answers: Admission[] = [];
  for (let i = 0; i < count; i += 1) answers.push(await throttle.admit({ email, ip, solvedCaptcha: solved }));
  return answers;
}

describe('login throttle', () => {
  it('locks an account out from one address only after 5 failures there', async () => {
    const throttle = createLoginThrottle();
    const answers = await fail(throttle, 'admin@x.test', '203.0.113.1', MAX_FAILURES);
    expect(answers.every((a) => a.allowed)).toBe(true);
    expect(answers.map((a) => a.allowed && a.locksOnFailure)).toEqual([false, false, false, false, true]);

    const locked = await throttle.admit({ email: 'admin@x.test', ip: '203.0.113.1', solvedCaptcha: solved });
    expect(locked).toMatchObject({ allowed: false, reason: 'locked_out' });
    if (locked.allowed || locked.reason !== 'locked_out') throw new Error('unreachable');
    expect(locked.retryAfterSec).toBeGreaterThan(14 * 60);
    expect(locked.retryAfterSec).toBeLessThanOrEqual(15 * 60);

    // The same account elsewhere, another account here: a captcha at most, never a lock.
    expect(await throttle.admit({ email: 'admin@x.test', ip: '203.0.113.2', solvedCaptcha: solved })).toMatchObject({ allowed: true });
    expect(await throttle.admit({ email: 'editor@y.test', ip: '203.0.113.1', solvedCaptcha: solved })).toMatchObject({ allowed: true });
  });

  it('asks for a captcha after 3 failures for an account, from any address', async () => {
    const throttle = createLoginThrottle();
    const answers = await Promise.all([1, 2, 3].map((i) => throttle.admit({ email: 'a@x.test', ip: `198.51.100.${i}`, solvedCaptcha: unsolved })));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true]);
    expect(answers.filter((a) => a.allowed && a.captchaAfterFailure)).toHaveLength(1);

    const asked = vi.fn(unsolved);
    expect(await throttle.admit({ email: 'a@x.test', ip: '198.51.100.9', solvedCaptcha: asked })).toEqual({ allowed: false, reason: 'captcha_required' });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(await throttle.admit({ email: 'a@x.test', ip: '198.51.100.9', solvedCaptcha: solved })).toMatchObject({ allowed: true, failures: 4 });
  });

  it('asks for a captcha after 3 failures from an address, for every account', async () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1) {
      expect(await throttle.admit({ email: `u${i}@x.test`, ip: '192.0.2.7', solvedCaptcha: unsolved })).toMatchObject({ allowed: true });
    }
    expect(await throttle.admit({ email: 'new@x.test', ip: '192.0.2.7', solvedCaptcha: unsolved })).toEqual({ allowed: false, reason: 'captcha_required' });
    // The same account from another address needs none.
    expect(await throttle.admit({ email: 'new@x.test', ip: '192.0.2.8', solvedCaptcha: unsolved })).toMatchObject({ allowed: true, failures: 1 });
  });

  it('never asks the captcha of an attempt that does not need one', async () => {
    const throttle = createLoginThrottle();
    const asked = vi.fn(solved);
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1) await throttle.admit({ email: 'calme@x.test', ip: '192.0.2.20', solvedCaptcha: asked });
    expect(asked).not.toHaveBeenCalled();
  });

  it('gives back the points of attempts refused for their captcha: they never lock', async () => {
    const throttle = createLoginThrottle();
    await fail(throttle, 'b@x.test', '192.0.2.30', CAPTCHA_AFTER_FAILURES);
    for (let i = 0; i < 20; i += 1) {
      expect(await throttle.admit({ email: 'b@x.test', ip: '192.0.2.30', solvedCaptcha: unsolved })).toEqual({ allowed: false, reason: 'captcha_required' });
    }
    // Still 2 password checks before the lock, as if the refused attempts had not happened.
    const [fourth, fifth] = await fail(throttle, 'b@x.test', '192.0.2.30', 2);
    expect(fourth).toMatchObject({ allowed: true, failures: 4, locksOnFailure: false });
    expect(fifth).toMatchObject({ allowed: true, failures: 5, locksOnFailure: true });
  });

  it('clears the pair after a success: five more failures before a lock', async () => {
    const throttle = createLoginThrottle();
    await fail(throttle, 'c@x.test', '192.0.2.40', 4);
    await throttle.succeeded('c@x.test', '192.0.2.40');
    const again = await fail(throttle, 'c@x.test', '192.0.2.40', MAX_FAILURES);
    expect(again.every((a) => a.allowed)).toBe(true);
    expect(await throttle.admit({ email: 'c@x.test', ip: '192.0.2.40', solvedCaptcha: solved })).toMatchObject({ allowed: false, reason: 'locked_out' });
  });

  it('lets only 3 of 100 simultaneous attempts without captcha for one account through, whatever their addresses', async () => {
    const throttle = createLoginThrottle();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => throttle.admit({ email: 'rafale@x.test', ip: `10.0.${i >> 8}.${i & 255}`, solvedCaptcha: unsolved })));
    expect(answers.filter((a) => a.allowed)).toHaveLength(CAPTCHA_AFTER_FAILURES);
    expect(answers.filter((a) => !a.allowed && a.reason === 'captcha_required')).toHaveLength(100 - CAPTCHA_AFTER_FAILURES);
  });

  it('keys the pair on the account alone when the address is unknown', async () => {
    const throttle = createLoginThrottle();
    await fail(throttle, 'd@x.test', null, MAX_FAILURES);
    expect(await throttle.admit({ email: 'd@x.test', ip: null, solvedCaptcha: solved })).toMatchObject({ allowed: false, reason: 'locked_out' });
    expect(await throttle.admit({ email: 'd@x.test', ip: '192.0.2.50', solvedCaptcha: solved })).toMatchObject({ allowed: true });
  });

  it('grants the admins’ notice once per account and window', async () => {
    const throttle = createLoginThrottle();
    expect(await Promise.all([throttle.claimLockNotice('e@x.test'), throttle.claimLockNotice('e@x.test')])).toEqual([true, false]);
    expect(await throttle.claimLockNotice('e@x.test')).toBe(false);
    expect(await throttle.claimLockNotice('f@x.test')).toBe(true);
  });
});

describe('failure delay', () => {
  it('doubles per failure from the base, up to 8 times the base, and is 0 without a base', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => failureDelayMs(n, 250))).toEqual([250, 500, 1000, 2000, 2000, 2000]);
    expect(failureDelayMs(3, 0)).toBe(0);
  });
});
