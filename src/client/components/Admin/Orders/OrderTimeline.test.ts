import { describe, expect, it } from 'vitest';
import { entryTexts } from './OrderTimeline';

const entry = (note: string, fromStatus: 'paid' | 'shipped' = 'shipped', toStatus: 'paid' | 'shipped' = 'shipped') => ({
  id: 1,
  fromStatus,
  toStatus,
  note,
  by: null,
  at: '2026-11-29T01:35:00.000Z',
});

describe('the order timeline’s titles', () => {
  it('titles a status change by its new status', () => {
    expect(entryTexts(entry('Tracking number 1Z999 (USPS)', 'paid', 'shipped')).title).toBe('Shipped');
  });

  it('titles a return’s moves as a return, not a refund (walked in Chromium: "Refund — Return #1 approved")', () => {
    expect(entryTexts(entry('Return #1 requested (exchange; too small)'))).toEqual({
      title: 'Return',
      note: 'Return #1 requested (exchange; too small)',
    });
    expect(entryTexts(entry('Return #1 approved: Post it back')).title).toBe('Return');
    expect(entryTexts(entry('Return #12 received')).title).toBe('Return');
  });

  it('keeps Refund for refunds and tells exchanges, certificates and declined cards apart', () => {
    expect(entryTexts(entry('Refunded $5.20: Return #1: exchange price difference')).title).toBe('Refund');
    expect(entryTexts(entry('Exchange for return #1 of order #1, its price difference paid')).title).toBe('Exchange');
    expect(entryTexts(entry('Price difference paid: the exchange ships once return #1 is received')).title).toBe(
      'Exchange',
    );
    expect(entryTexts(entry('Certificate re-issued: Night Tide')).title).toBe('Certificate');
    expect(entryTexts(entry('Payment declined: Your card was declined.'))).toEqual({
      title: 'Payment declined',
      note: 'Your card was declined.',
    });
  });
});
