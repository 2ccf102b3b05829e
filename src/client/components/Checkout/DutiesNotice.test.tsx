import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { DutiesNotice } from './DutiesNotice';

describe('DutiesNotice', () => {
  it('shows the owner’s duties notice for an address in another country than the shop’s', async () => {
    renderWithProviders(<DutiesNotice country="US" />, {
      settings: { shopCountry: 'CA', dutiesNotice: 'Duties are collected by the carrier on delivery.' },
    });
    expect(await screen.findByText('Duties and import taxes')).toBeTruthy();
    expect(screen.getByText('Duties are collected by the carrier on delivery.')).toBeTruthy();
  });

  it('shows the default notice across the border, and nothing for an address in the shop’s own country', async () => {
    const { unmount } = renderWithProviders(<DutiesNotice country="US" />);
    expect(await screen.findByText(/Duties, import taxes or brokerage fees may be charged/)).toBeTruthy();
    unmount();
    renderWithProviders(
      <>
        <p>Payment</p>
        <DutiesNotice country="CA" />
      </>,
    );
    expect(await screen.findByText('Payment')).toBeTruthy();
    expect(screen.queryByText('Duties and import taxes')).toBeNull();
  });
});
