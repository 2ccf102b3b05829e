import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../shared/errors.js';
import type { Clock } from './clock.js';

/** Budgets per key (points per window in seconds). */
const BUDGETS = {
  login: { points: 100, duration: 15 * 60 },
  loginFailure: { points: 10, duration: 15 * 60 },
  register: { points: 60, duration: 15 * 60 },
  password: { points: 10, duration: 15 * 60 },
  checkout: { points: 60, duration: 10 * 60 },
  /** Guest checkouts per e-mail given (besides checkout's per IP): one address cannot hold the shop from many IPs. */
  checkoutEmail: { points: 20, duration: 10 * 60 },
  /** Guest order links and unsubscribe tokens tried, per IP: far too few to guess a 256-bit token or a signature. */
  guestLink: { points: 30, duration: 15 * 60 },
  contact: { points: 20, duration: 15 * 60 },
  /** Order tracking, per IP and per order number: too few tries to walk order numbers or guess e-mails. */
  track: { points: 30, duration: 15 * 60 },
  trackOrder: { points: 10, duration: 15 * 60 },
  /** Carts a visitor starts (a browser starts one): enough for any shopper, not for a script filling the table. */
  newCart: { points: 60, duration: 10 * 60 },
  /** Reset requests per IP, and per address (so nobody can flood one inbox). */
  passwordReset: { points: 10, duration: 15 * 60 },
  passwordResetAddress: { points: 3, duration: 60 * 60 },
  /**
   * Pages rendered on the server because no cached copy was there, per IP: a shopper's full page loads (the
   * browser renders every later screen itself) stay far below it, a script walking junk URLs does not.
   */
  pageRender: { points: 120, duration: 60 },
  /** Discount codes tried, per cart and per IP: plenty for a shopper, far too few to guess codes. */
  discountApplyCart: { points: 10, duration: 10 * 60 },
  discountApplyAddress: { points: 30, duration: 10 * 60 },
} as const;

export type LimitName = keyof typeof BUDGETS;

/**
 * In-memory rate limits for the calls that attract abuse (login, register,
 * password, checkout, uncached page renders). One process, so memory is the right store.
 *
 * Time is the shop's clock (`deps.clock`), so tests drive it: each budget counts in fixed windows of its
 * duration on that clock (the window's number is part of the key). rate-limiter-flexible keeps each count
 * for one duration of real time, which only frees memory: a window's count outlives the window.
 */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;

  /** `store` makes each budget's limiter: memory by default, the database's when processes share it (db/rate-limit-store.ts). */
  constructor(
    private readonly clock: Clock,
    store: (name: LimitName, budget: { points: number; duration: number }) => RateLimiterAbstract = (_name, budget) =>
      new RateLimiterMemory(budget),
  ) {
    this.limiters = Object.fromEntries(
      Object.entries(BUDGETS).map(([name, budget]) => [name, store(name as LimitName, budget)]),
    ) as Record<LimitName, RateLimiterAbstract>;
  }

  /** `key` in the current window of the named budget on the shop's clock. */
  private windowKey(name: LimitName, key: string): string {
    return `${Math.floor(this.clock().getTime() / (BUDGETS[name].duration * 1000))}:${key}`;
  }

  private async take(name: LimitName, windowKey: string): Promise<void> {
    try {
      await this.limiters[name].consume(windowKey);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new AppError('RATE_LIMITED');
      throw error;
    }
  }

  /** Counts one attempt; past the budget throws RATE_LIMITED (429). */
  consume(name: LimitName, key: string): Promise<void> {
    return this.take(name, this.windowKey(name, key));
  }

  /** Counts one attempt; false (and nothing thrown) past the budget. */
  async allow(name: LimitName, key: string): Promise<boolean> {
    try {
      await this.consume(name, key);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
      throw error;
    }
  }

  /**
   * Runs `attempt`, counting only its failures against `key` (e.g. username+IP),
   * so one IP hammering a name cannot lock that account out for everyone else.
   * The attempt is counted before it runs (so calls in flight together, as in
   * a batch, cannot all pass the check) and given back when it did not fail.
   */
  async guardFailures<T>(key: string, attempt: () => Promise<T>): Promise<T> {
    const windowKey = this.windowKey('loginFailure', key);
    await this.take('loginFailure', windowKey);
    try {
      const result = await attempt();
      await this.limiters.loginFailure.reward(windowKey, 1);
      return result;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'INVALID_CREDENTIALS')) {
        await this.limiters.loginFailure.reward(windowKey, 1);
      }
      throw error;
    }
  }
}
