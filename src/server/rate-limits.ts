import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, rateLimitedMessage } from '../shared/errors.js';

/** A 429 naming the wait, in English and (by its key) in the asking page's language. */
function rateLimited(minutes: number): AppError {
  const detail = minutes <= 1 ? undefined : ({ key: 'rateLimited.minutes', values: { minutes } } as const);
  return new AppError('RATE_LIMITED', rateLimitedMessage(minutes), detail);
}

import type { Clock } from './clock.js';

/** Budgets per key (points per window in seconds). */
const BUDGETS = {
  login: { points: 100, duration: 15 * 60 },
  loginFailure: { points: 10, duration: 15 * 60 },
  register: { points: 60, duration: 15 * 60 },
  password: { points: 10, duration: 15 * 60 },
  checkout: { points: 60, duration: 10 * 60 },
  /**
   * Refused checkouts (an empty cart, a refused code …), per requester (`limitedFailures`): never per e-mail given,
   * so naming someone else's e-mail locks out only the one who names it.
   */
  checkoutFailure: { points: 20, duration: 10 * 60 },
  /** Guest order links and unsubscribe tokens tried, per IP: far too few to guess a 256-bit token or a signature. */
  guestLink: { points: 30, duration: 15 * 60 },
  /**
   * Certificate codes looked up (`/verify/{code}`, issue 43), per IP: a collector's scans and a gallery's checks,
   * far too few to walk 120-bit codes.
   */
  verifyCode: { points: 60, duration: 15 * 60 },
  contact: { points: 20, duration: 15 * 60 },
  /** Order tracking, per IP: too few tries to walk order numbers. */
  track: { points: 30, duration: 15 * 60 },
  /**
   * Order number and e-mail that match no order, per requester (`limitedFailures`): too few to guess e-mails, and
   * never per order number, so a stranger's guesses do not lock the order's owner out of /track-order.
   */
  trackFailure: { points: 10, duration: 15 * 60 },
  /** Carts a visitor starts (a browser starts one): enough for any shopper, not for a script filling the table. */
  newCart: { points: 60, duration: 10 * 60 },
  /** Reset requests per IP, and per address (so nobody can flood one inbox). */
  passwordReset: { points: 10, duration: 15 * 60 },
  passwordResetAddress: { points: 3, duration: 60 * 60 },
  /** The link that adds guest orders to an account, asked for again: per account and per address (no inbox flood). */
  guestOrdersLinkAccount: { points: 3, duration: 60 * 60 },
  guestOrdersLinkAddress: { points: 3, duration: 60 * 60 },
  /**
   * Pages rendered on the server because no cached copy was there, per IP: a shopper's full page loads (the
   * browser renders every later screen itself) stay far below it, a script walking junk URLs does not.
   */
  pageRender: { points: 120, duration: 60 },
  /** Discount codes tried, per cart and per IP: plenty for a shopper, far too few to guess codes. */
  discountApplyCart: { points: 10, duration: 10 * 60 },
  discountApplyAddress: { points: 30, duration: 10 * 60 },
  /** Gift card codes tried, per IP (issue 41): a shopper's few cards, never a guessing run. */
  giftCardApplyAddress: { points: 20, duration: 10 * 60 },
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

  /** Whole minutes until the current window of the named budget ends on the shop clock (a spent budget's wait). */
  private minutesLeft(name: LimitName): number {
    const windowMs = BUDGETS[name].duration * 1000;
    const now = this.clock().getTime();
    return Math.ceil((windowMs - (now % windowMs)) / 60_000);
  }

  private async take(name: LimitName, windowKey: string): Promise<void> {
    try {
      await this.limiters[name].consume(windowKey);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(this.minutesLeft(name));
      throw error;
    }
  }

  /** Counts one attempt; past the budget throws RATE_LIMITED (429, naming the minutes to wait). */
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
   * For budgets that count failures only: takes one point under each key before the attempt runs (so calls in
   * flight together, as in a batch, cannot all pass the check; 429 when any key is spent, and nothing is kept), and
   * answers `settle`, which gives the points back unless the attempt failed.
   */
  async reserve(name: LimitName, keys: string[]): Promise<(failed: boolean) => Promise<void>> {
    const taken: string[] = [];
    const giveBack = () => Promise.all(taken.map((k) => this.limiters[name].reward(k, 1))).then(() => undefined);
    try {
      for (const key of keys) {
        const windowKey = this.windowKey(name, key);
        await this.take(name, windowKey);
        taken.push(windowKey);
      }
    } catch (error) {
      await giveBack();
      throw error;
    }
    return async (failed) => {
      if (!failed) await giveBack();
    };
  }

  /**
   * For failure budgets where attempts in flight together are legitimate (a crowd behind one address racing a
   * drop's checkout): refuses (429) only once the failures already counted spend a key's budget, and answers
   * `settle`, which counts a failure under every key. What runs at once is bounded by the per-IP budget of all
   * attempts (`consume`), not by this one.
   */
  async countingFailures(name: LimitName, keys: string[]): Promise<(failed: boolean) => Promise<void>> {
    for (const key of keys) {
      const counted = await this.limiters[name].get(this.windowKey(name, key));
      if (counted && counted.consumedPoints >= BUDGETS[name].points) {
        throw rateLimited(this.minutesLeft(name));
      }
    }
    return async (failed) => {
      if (!failed) return;
      for (const key of keys) await this.limiters[name].penalty(this.windowKey(name, key), 1);
    };
  }

  /**
   * Runs `attempt`, counting only its failures against `key` (e.g. username+IP),
   * so one IP hammering a name cannot lock that account out for everyone else.
   */
  async guardFailures<T>(key: string, attempt: () => Promise<T>): Promise<T> {
    const settle = await this.reserve('loginFailure', [key]);
    try {
      const result = await attempt();
      await settle(false);
      return result;
    } catch (error) {
      await settle(error instanceof AppError && error.code === 'INVALID_CREDENTIALS');
      throw error;
    }
  }
}
