import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkDown, type StubHandler, serverError, stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { ContactForm } from './ContactForm';

const sent = { success: true, message: "Thank you for your message. We'll get back to you soon." };
const tooMany = serverError('Too many attempts. Please try again later.', 'RATE_LIMITED', 429);

function fill() {
  fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: 'Sam Rivers' } });
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'sam@example.com' } });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Could you make a bleached denim jacket?' } });
}

/** Renders the form, fills it and sends it, the server answering with `handler`; answers the fetch stub and a spy on the toasts. */
async function send(handler: StubHandler) {
  const { fetch } = stubTrpc({ 'content.contact': handler });
  const show = vi.spyOn(notifications, 'show');
  renderWithProviders(<ContactForm />);
  await screen.findByLabelText('Your Name');
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  return { fetch, show };
}

describe('ContactForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names every rule in French on a French page', async () => {
    renderWithProviders(<ContactForm />, { locale: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Le nom doit compter au moins 2 caractères')).toBeTruthy();
    expect(screen.getByText('Veuillez entrer une adresse courriel valide')).toBeTruthy();
    expect(screen.getByText('Veuillez choisir un sujet')).toBeTruthy();
    expect(screen.getByText('Le message doit compter au moins 10 caractères')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Commande sur mesure' })).toBeTruthy();
  });

  it('names every rule when submitted empty', async () => {
    renderWithProviders(<ContactForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please select a subject')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
  });

  it('offers the six subjects', async () => {
    renderWithProviders(<ContactForm />);
    const subject = (await screen.findByLabelText('Subject')) as HTMLSelectElement;
    const values = [...subject.options].map((option) => option.value).filter(Boolean);
    expect(values).toEqual(['order', 'product', 'shipping', 'returns', 'custom', 'other']);
  });

  it("shows 'Message Sent!' after success, and the form again on 'Send Another Message'", async () => {
    const { fetch, show } = await send(() => sent);
    expect(await screen.findByText('Message Sent!')).toBeTruthy();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Message sent!',
        message: "Thank you for your message. We'll get back to you soon.",
      }),
    );
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body['0']).toEqual({
      name: 'Sam Rivers',
      email: 'sam@example.com',
      subject: 'custom',
      message: 'Could you make a bleached denim jacket?',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(((await screen.findByLabelText('Your Name')) as HTMLInputElement).value).toBe('');
  });

  it("keeps the form and toasts the server's message on failure", async () => {
    const { show } = await send(tooMany);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', message: 'Too many attempts. Please try again later.' }),
      ),
    );
    expect(screen.queryByText('Message Sent!')).toBeNull();
    // The toast is shown as the mutation fails; the form is enabled once it has settled.
    await waitFor(() => expect((screen.getByLabelText('Your Name') as HTMLInputElement).disabled).toBe(false));
  });

  it('falls back to its own text when the server cannot be reached', async () => {
    const { show } = await send(networkDown);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', message: 'Failed to send message. Please try again.' }),
      ),
    );
  });
});
