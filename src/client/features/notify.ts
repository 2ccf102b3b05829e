import { notifications } from '@mantine/notifications';
import { serverMessage } from '../api-error';

/** A success toast ('Product Added', 'Login successful' …). */
export function notifySuccess(title: string, message?: string): void {
  notifications.show({ title, message: message ?? '', color: 'green' });
}

/** A destructive toast: the server's message, else the spec's fallback ('Failed to add product' …); titled 'Error' unless told. */
export function notifyFailure(error: unknown, fallback: string, title = 'Error'): void {
  notifications.show({ title, message: serverMessage(error) ?? fallback, color: 'red' });
}
