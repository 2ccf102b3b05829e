import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { OrderStatusBadge } from './OrderStatusBadge';

async function badge(status: string): Promise<HTMLElement> {
  renderWithProviders(<OrderStatusBadge status={status} />);
  return screen.findByText(status.charAt(0).toUpperCase() + status.slice(1));
}

function colourOf(element: HTMLElement): string {
  const root = element.closest('.mantine-Badge-root') as HTMLElement;
  return root.style.getPropertyValue('--badge-bg');
}

describe('OrderStatusBadge', () => {
  it.each([
    ['delivered', 'green'],
    ['shipped', 'blue'],
    ['processing', 'yellow'],
    ['paid', 'gray'],
    ['refunded', 'gray'],
  ])('shows %s capitalised in %s', async (status, colour) => {
    expect(colourOf(await badge(status))).toContain(`--mantine-color-${colour}-light`);
  });
});
