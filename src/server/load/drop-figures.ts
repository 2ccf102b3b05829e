import { percentile } from './crowd.js';
import type { DropAudit, DropPieces, DropRun } from './drop.js';

/** What a drop run shows, from the crowd's timings and the database's audit. */
export interface DropFigures {
  shoppers: number;
  paid: number;
  refused: number;
  refunded: number;
  printsSold: number;
  originalsSold: number;
  /** Every edition number from 1 to the edition size, each once, and nothing else. */
  editionsExact: boolean;
  oversold: number;
  lostPayments: number;
  /** Answers ≥ 500 (shoppers' and the poller's), and requests that got no answer at all. */
  serverErrors: number;
  noAnswer: number;
  /** Start checkout + pay, per shopper who reached checkout (ms). */
  checkoutP50: number;
  checkoutP99: number;
  /** Page → add → checkout → pay, per shopper who reached checkout (ms). */
  sequenceP99: number;
  homeP50: number;
  homeP99: number;
  homeLoads: number;
  /** Checkout requests answered in the busiest 10 s, per minute. */
  checkoutsPerMinute: number;
  /** When the last sale was answered, seconds after the drop opened. */
  soldOutAfterS: number;
  durationS: number;
}

export function dropFigures(run: DropRun, audit: DropAudit, pieces: DropPieces): DropFigures {
  const steps = run.shoppers.flatMap((s) => s.steps);
  const reached = run.shoppers.filter((s) => s.steps.some((st) => st.step === 'checkout'));
  const checkoutMs = reached.map((s) =>
    s.steps.filter((st) => st.step === 'checkout' || st.step === 'pay').reduce((ms, st) => ms + st.ms, 0),
  );
  const sequenceMs = reached.map((s) => s.steps.reduce((ms, st) => ms + st.ms, 0));
  const checkoutsAt = steps.filter((st) => st.step === 'checkout').map((st) => st.at);
  const busiest = Math.max(0, ...checkoutsAt.map((t) => checkoutsAt.filter((u) => u >= t && u < t + 10_000).length));
  const sales = run.shoppers.filter((s) => s.outcome === 'paid');
  const soldAt = sales.map((s) => s.steps[s.steps.length - 1]?.at ?? 0);
  const expected = Array.from({ length: pieces.editions }, (_, i) => i + 1);
  const homeMs = run.home.filter((h) => h.status > 0).map((h) => h.ms);
  return {
    shoppers: run.shoppers.length,
    paid: sales.length,
    refused: run.shoppers.filter((s) => s.outcome === 'refused').length,
    refunded: run.shoppers.filter((s) => s.outcome === 'refunded').length,
    printsSold: audit.printsSold,
    originalsSold: audit.originalsSold,
    editionsExact: audit.editionNumbers.join() === expected.join(),
    oversold: audit.oversold,
    lostPayments: audit.lostPayments,
    serverErrors: [...steps, ...run.home].filter((st) => st.status >= 500).length,
    noAnswer: [...steps, ...run.home].filter((st) => st.status === 0).length,
    checkoutP50: percentile(checkoutMs, 50),
    checkoutP99: percentile(checkoutMs, 99),
    sequenceP99: percentile(sequenceMs, 99),
    homeP50: percentile(homeMs, 50),
    homeP99: percentile(homeMs, 99),
    homeLoads: run.home.length,
    checkoutsPerMinute: busiest * 6,
    soldOutAfterS: Math.max(0, ...soldAt) / 1000,
    durationS: run.durationMs / 1000,
  };
}

/** One row per goal: the goal, the figure, met or not. */
export function dropGoals(
  f: DropFigures,
  pieces: DropPieces,
): { name: string; goal: string; figure: string; met: boolean }[] {
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  return [
    {
      name: 'editions sold',
      goal: `${pieces.editions}`,
      figure: `${f.printsSold}`,
      met: f.printsSold === pieces.editions,
    },
    { name: 'originals sold', goal: '1', figure: `${f.originalsSold}`, met: f.originalsSold === 1 },
    {
      name: 'edition numbers',
      goal: `1–${pieces.editions} each once`,
      figure: f.editionsExact ? `1–${pieces.editions} each once` : 'not exact',
      met: f.editionsExact,
    },
    { name: 'oversold units', goal: '0', figure: `${f.oversold}`, met: f.oversold === 0 },
    { name: '5xx answers', goal: '0', figure: `${f.serverErrors}`, met: f.serverErrors === 0 },
    { name: 'requests unanswered', goal: '0', figure: `${f.noAnswer}`, met: f.noAnswer === 0 },
    { name: 'lost payments', goal: '0', figure: `${f.lostPayments}`, met: f.lostPayments === 0 },
    { name: 'checkout p50', goal: '—', figure: ms(f.checkoutP50), met: true },
    { name: 'checkout p99', goal: '≤ 500 ms', figure: ms(f.checkoutP99), met: f.checkoutP99 <= 500 },
    { name: 'shopper sequence p99', goal: '—', figure: ms(f.sequenceP99), met: true },
    { name: 'home page p50', goal: '—', figure: ms(f.homeP50), met: true },
    { name: 'home page p99', goal: '≤ 100 ms', figure: ms(f.homeP99), met: f.homeP99 <= 100 },
    {
      name: 'checkouts per minute (busiest 10 s)',
      goal: '(Shopify throttles at ~4,500)',
      figure: `${f.checkoutsPerMinute}`,
      met: true,
    },
    { name: 'sold out after', goal: '—', figure: `${f.soldOutAfterS.toFixed(1)} s`, met: true },
  ];
}
