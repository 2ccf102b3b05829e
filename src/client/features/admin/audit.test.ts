import { describe, expect, it } from 'vitest';
import { describeAudit, timeAgo } from './audit';

const entry = (action: string, details: Record<string, unknown>, entityId: string | null = '7') => ({
  id: 1,
  action,
  entityType: action.split('.')[1] ?? '',
  entityId,
  details,
  createdAt: '2025-01-01T00:00:00.000Z',
  actor: 'admin',
});

describe('the audit log in words', () => {
  it('names the product, role and settings', () => {
    expect(describeAudit(entry('admin.products.create', { name: 'Bleached Tee' }))).toBe(
      'Added product "Bleached Tee"',
    );
    expect(describeAudit(entry('admin.users.setRole', { id: 3, role: 'admin' }))).toBe(
      'Changed the role of user #7 to admin',
    );
    expect(describeAudit(entry('admin.site.setSettings', { settings: { heroTitle: 'X', darkMode: true } }))).toBe(
      'Changed settings: heroTitle, darkMode',
    );
    expect(describeAudit(entry('admin.paintings.delete', { id: 4 }))).toBe('Deleted painting #7');
  });

  it('names the stock records', () => {
    expect(describeAudit(entry('admin.categories.create', { name: 'Hats' }))).toBe('Added category "Hats"');
    expect(describeAudit(entry('admin.inventory.adjust', { id: 7, change: -2, notes: 'x' }))).toBe(
      'Adjusted the stock of inventory item #7',
    );
    expect(describeAudit(entry('admin.purchaseOrders.setStatus', { id: 7, status: 'ordered' }))).toBe(
      'Changed the status of purchase order #7 to ordered',
    );
    expect(describeAudit(entry('admin.purchaseOrders.receive', { id: 7, lines: [] }))).toBe(
      'Received stock on purchase order #7',
    );
    expect(describeAudit(entry('admin.vendors.create', { name: 'Dye Co' }))).toBe('Added vendor "Dye Co"');
  });

  it('names the orders the owner worked on', () => {
    expect(describeAudit(entry('admin.orders.setStatus', { id: 7, status: 'shipped', trackingNumber: '1Z' }))).toBe(
      'Changed the status of order #7 to shipped',
    );
    expect(describeAudit(entry('admin.orders.refund', { id: 7, lines: [] }))).toBe('Refunded order #7');
  });

  it('says how long ago', () => {
    const now = Date.parse('2025-01-01T00:05:00.000Z');
    expect(timeAgo('2025-01-01T00:00:00.000Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2025-01-01T00:04:59.000Z', now)).toBe('1 second ago');
  });
});
