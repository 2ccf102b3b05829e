import './test-env';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTabId } from '../../features/admin/tabs';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { AdminTabContent } from './AdminTabContent';

const EMPTY_DAY = { revenue: 0, orders: 0, discounts: 0 };

describe('AdminTabContent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the dashboard, not a crash, for a tab this build does not know', async () => {
    stubTrpc({
      'admin.dashboard.setupGuide': () => ({ steps: [], dismissed: true }),
      'admin.dashboard.summary': () => ({
        days: Array.from({ length: 30 }, (_, i) => ({
          date: `2026-03-${String(i + 1).padStart(2, '0')}`,
          ...EMPTY_DAY,
        })),
        totals: { today: EMPTY_DAY, week: EMPTY_DAY, month: EMPTY_DAY },
        averageOrderValue: null,
        currency: 'usd',
        currencies: [
          { currency: 'usd', totals: { today: EMPTY_DAY, week: EMPTY_DAY, month: EMPTY_DAY }, averageOrderValue: null },
        ],
        bestSellers: { byUnits: [], byRevenue: [] },
        lowStock: [],
        recentOrders: [],
      }),
      'admin.site.auditLog': () => [],
    });
    renderWithProviders(<AdminTabContent tab={'nonsense' as string as AdminTabId} />, {
      session: signedIn('owner', 'admin'),
    });
    expect(await screen.findByText('Welcome back, owner')).toBeTruthy();
    expect(await screen.findByText('No orders yet. When a shopper checks out, the order shows up here.')).toBeTruthy();
  });
});
