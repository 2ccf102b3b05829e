import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { RegisterForm } from './RegisterForm';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('RegisterForm', () => {
  it('says the passwords do not match', async () => {
    renderWithProviders(<RegisterForm />);
    await screen.findByLabelText('Username');
    type('Username', 'newcomer');
    type('Email', 'newcomer@example.com');
    type('Password', 'secret123');
    type('Confirm Password', 'secret124');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it('asks for a valid e-mail', async () => {
    renderWithProviders(<RegisterForm />);
    await screen.findByLabelText('Email');
    type('Username', 'newcomer');
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
  });
});
