import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../mail/transport.js';
import { type SmtpSink, startSmtpSink } from './smtp-sink.js';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe('the SMTP sink', () => {
  it('reads a French mail sent by the shop’s transport as text: its subject’s encoded words and its UTF-8 body', async () => {
    const transport = smtpTransport(sink.url);
    const subject = 'Votre commande no 12 est confirmée — reçu détaillé pour Montréal, Québec (TPS et TVQ)';
    const long = 'Merci de votre commande, livrée à Montréal. '.repeat(4);
    const line = 'TPS (5\u00a0%)\u00a0: 3,80\u00a0$ — TVQ (9,975\u00a0%)\u00a0: 7,58\u00a0$';
    try {
      await transport.send({
        from: 'shop@example.com',
        to: 'camille@example.com',
        subject,
        html: `<html lang="fr-CA"><p>${line}</p><p>${long}</p></html>`,
        text: `${line}\n${long}`,
        messageId: '<sink-test@example.com>',
      });
    } finally {
      transport.close();
    }
    const [mail] = sink.messages;
    expect(mail?.subject).toBe(subject);
    expect(mail?.body).toContain(line);
    expect(mail?.body).toContain(long); // across quoted-printable's soft line breaks
  });
});
