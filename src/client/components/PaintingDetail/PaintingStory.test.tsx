import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPainting } from '../../test-fixtures';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { PaintingDetail } from './PaintingDetail';

/** A sold original with the story its owner wrote (issue 43, item 3). */
const told = aPainting({
  id: 7,
  title: 'Harbour at Dawn',
  year: 2023,
  is_sold: true,
  story: '<p>Painted from the pier at <strong>dawn</strong>.</p>',
  exhibitions: ['Galerie Rouge, Montréal, 2024', 'Salon d’automne, 2025'],
});

describe("a painting page's story", () => {
  it('shows the year, the text (as HTML) and the exhibitions, in English', async () => {
    stubTrpc({ 'cart.get': () => [], 'catalogue.painting': () => told });
    renderWithProviders(<PaintingDetail painting={told} />);
    const story = await screen.findByRole('region', { name: 'Its story' });
    expect(within(story).getByText('Painted in 2023')).toBeTruthy();
    // The text comes with its own chunk (the sanitiser is not in the first load): it appears once that has loaded.
    expect((await within(story).findByText('dawn')).tagName).toBe('STRONG');
    expect(
      within(story)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Galerie Rouge, Montréal, 2024', 'Salon d’automne, 2025']);
  });

  it('speaks French on a French page', async () => {
    stubTrpc({ 'cart.get': () => [], 'catalogue.painting': () => told });
    renderWithProviders(<PaintingDetail painting={told} />, { locale: 'fr' });
    const story = await screen.findByRole('region', { name: 'Son histoire' });
    expect(within(story).getByText('Peint en 2023')).toBeTruthy();
    expect(within(story).getByRole('heading', { name: 'Expositions' })).toBeTruthy();
  });

  it('shows nothing for a painting with no story', async () => {
    const plain = aPainting({ id: 8, title: 'Plain' });
    stubTrpc({ 'cart.get': () => [], 'catalogue.painting': () => plain });
    renderWithProviders(<PaintingDetail painting={plain} />);
    expect(await screen.findByRole('heading', { name: 'Plain' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Its story' })).toBeNull();
  });
});
