import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { PaintingDetailsFacts } from './PaintingDetailsFacts';

describe("a painting's details, as the owner wrote them", () => {
  it('lists framing, signature, certificate and shipping notes, hiding the unwritten ones', async () => {
    renderWithProviders(
      <PaintingDetailsFacts details={{ framing: 'Framed in oak', certificate: 'Signed certificate included' }} />,
    );
    expect((await screen.findByRole('rowheader', { name: 'Framing' })).nextSibling?.textContent).toBe('Framed in oak');
    expect(screen.getByRole('rowheader', { name: 'Certificate' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Signature' })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Shipping' })).toBeNull();
  });

  it('in French, and nothing at all when none is written', async () => {
    renderWithProviders(
      <div data-testid="box">
        <PaintingDetailsFacts details={{ shippingNotes: 'Expédiée roulée' }} />
        <PaintingDetailsFacts details={{}} />
      </div>,
      { locale: 'fr' },
    );
    expect(await screen.findByRole('rowheader', { name: 'Livraison' })).toBeTruthy();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
