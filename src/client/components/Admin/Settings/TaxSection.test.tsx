import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { NexusPanel } from '../Reports/NexusPanel';
import { TaxSection } from './TaxSection';

/** A control of one jurisdiction's row (looked up in its row: the whole table is large). */
const control = (jurisdiction: string, label: string) => {
  const row = screen.getByText(jurisdiction, { selector: 'span' }).closest('tr') as HTMLElement;
  return within(row).getByLabelText(label) as HTMLInputElement;
};

describe('TaxSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks an owner who has not chosen, then saves the ticked registrations, shipping and exemptions', async () => {
    const trpc = stubTrpc({
      'admin.tax.registrations': () => ({ jurisdictions: null, shippingTaxable: {}, exemptions: {} }),
      'admin.tax.setRegistrations': (input) => input,
    });
    renderWithProviders(<TaxSection />, { session: signedIn('owner', 'admin') });
    expect(await screen.findByText(/You have not chosen where you collect tax yet/)).toBeTruthy();
    expect(screen.getByText('QST 9.975 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Only where I am registered' }));
    fireEvent.click(control('CA', 'Registered in Canada (GST/HST)'));
    fireEvent.click(control('CA-QC', 'Registered in Quebec'));
    fireEvent.click(control('US-NY', 'Registered in New York'));
    fireEvent.click(control('US-NY', 'Shipping taxed in New York'));
    fireEvent.click(control('US-NY', 'Clothing exempt in New York'));
    fireEvent.click(screen.getByRole('button', { name: 'Save tax' }));
    await waitFor(() =>
      expect(trpc.callsTo('admin.tax.setRegistrations')).toEqual([
        {
          jurisdictions: ['CA', 'CA-QC', 'US-NY'],
          shippingTaxable: { 'US-NY': true },
          exemptions: { 'US-NY': ['clothing'] },
        },
      ]),
    );
  }, 60_000);
});

describe('NexusPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the regions past or near a threshold first, with a warning', async () => {
    stubTrpc({
      'admin.reports.nexus': () => [
        { region: 'CA', sales: 240.9, transactions: 2, threshold: { sales: 300, transactions: null }, status: 'near' },
        { region: 'US-AL', sales: 0, transactions: 0, threshold: { sales: 250000, transactions: null }, status: 'ok' },
        {
          region: 'US-NY',
          sales: 132.95,
          transactions: 2,
          threshold: { sales: 1000, transactions: 2 },
          status: 'over',
        },
      ],
    });
    renderWithProviders(<NexusPanel />, { session: signedIn('owner', 'admin') });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'US-NY is over its threshold; CA is near its threshold. You may have to register and collect tax there.',
    );
    const regions = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(regions).toEqual(['US-NY', 'CA', 'US-AL']);
    expect(screen.getByText('$240.90')).toBeTruthy();
  });
});
