import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { VerifyScreen } from './VerifyScreen';

const PROOF = {
  title: 'Night Tide',
  artist: 'Wren',
  year: 2026,
  edition: 'AP 1/3',
  kind: 'proof' as const,
  status: 'valid' as const,
  imageUrl: null,
  seller: 'Wild Bleach Studio',
};

describe('VerifyScreen', () => {
  it('names the artist, the year and the edition as English writes them', async () => {
    renderWithProviders(<VerifyScreen answer={PROOF} />);
    expect(await screen.findByText('Artist: Wren')).toBeTruthy();
    expect(screen.getByText('Year: 2026')).toBeTruthy();
    expect(screen.getByText('Edition: AP 1/3')).toBeTruthy();
  });

  it('and as French does: a space before the colon, the year not written as a number (2 026)', async () => {
    renderWithProviders(<VerifyScreen answer={{ ...PROOF, kind: 'original', edition: 'Original' }} />, {
      locale: 'fr',
    });
    expect(await screen.findByText('Artiste : Wren')).toBeTruthy();
    expect(screen.getByText('Année : 2026')).toBeTruthy();
    expect(screen.getByText('Édition : Original')).toBeTruthy();
    expect(screen.getByText('Vendu par Wild Bleach Studio')).toBeTruthy();
  });
});
