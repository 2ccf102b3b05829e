import '../test-env';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { DashboardTab } from './DashboardTab';

/** The same figures for today, the 7 and the 30 days (every order was today). */
const allDays = (period: { revenue: number; orders: number; discounts: number }) => ({
  today: period,
  week: period,
  month: period,
});

/** The dashboard of rest/currencies.test.ts: CA$263.49 less a CA$50.00 refund, and US$52.95, base USD at 1.38. */
function stubDashboard(currencies: object[]) {
  stubTrpc({
    'admin.dashboard.summary': () => ({
      days: [],
      totals: allDays({ revenue: 207.65, orders: 2, discounts: 10 }),
      averageOrderValue: 103.83,
      currency: 'usd',
      currencies,
      bestSellers: { byUnits: [], byRevenue: [] },
      lowStock: [],
      recentOrders: [],
    }),
    'admin.site.auditLog': () => [],
    'admin.dashboard.setupGuide': () => ({ steps: [], dismissed: true }),
  });
}

describe('the dashboard’s figures', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('show each currency charged in its own money, and the base total at each order’s rate under it', async () => {
    stubDashboard([
      { currency: 'usd', totals: allDays({ revenue: 52.95, orders: 1, discounts: 0 }), averageOrderValue: 52.95 },
      { currency: 'cad', totals: allDays({ revenue: 213.49, orders: 1, discounts: 13.8 }), averageOrderValue: 213.49 },
    ]);
    renderWithProviders(<DashboardTab />, { session: signedIn('owner', 'admin') });
    // Today, 7 and 30 days, and the average order (one order in each currency: its revenue).
    expect(await screen.findAllByText('$52.95 · CA$213.49')).toHaveLength(4);
    expect(screen.getAllByText('$207.65 in all · 2 orders · $10.00 discounts')).toHaveLength(3);
    expect(screen.getByText('$103.83 in all · last 30 days')).toBeTruthy();
  });

  it('show the base currency alone when every order was charged in it', async () => {
    stubDashboard([
      { currency: 'usd', totals: allDays({ revenue: 207.65, orders: 2, discounts: 10 }), averageOrderValue: 103.83 },
    ]);
    renderWithProviders(<DashboardTab />, { session: signedIn('owner', 'admin') });
    expect(await screen.findAllByText('$207.65')).toHaveLength(3);
    expect(screen.getAllByText('2 orders · $10.00 discounts')).toHaveLength(3);
    expect(screen.getByText('$103.83')).toBeTruthy();
  });
});
