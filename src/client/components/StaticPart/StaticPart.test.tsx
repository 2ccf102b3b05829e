import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { StaticPart } from './StaticPart';

let renders = 0;
function Drawn() {
  renders += 1;
  return <a href="/about">About</a>;
}

describe('StaticPart', () => {
  it('renders its children when the browser draws it (a client-side navigation), in a wrapper with no box', async () => {
    renders = 0;
    renderWithProviders(
      <StaticPart>
        <Drawn />
      </StaticPart>,
    );
    const link = await screen.findByRole('link', { name: 'About' });
    expect(renders).toBeGreaterThan(0);
    expect(link.parentElement?.className).toMatch(/part/);
  });
});
