import { createFileRoute } from '@tanstack/react-router';
import { GiftCardScreen } from '../components/GiftCard/GiftCardScreen';
import { messagesPage, routeHead } from '../head';

export const Route = createFileRoute('/gift-card')({
  loader: ({ context: { intl } }) =>
    messagesPage(
      intl,
      import('../i18n/messages/gift-card.en.json'),
      { title: 'giftCard.title', description: 'giftCard.description' },
      '/gift-card',
    ),
  head: routeHead,
  component: GiftCardScreen,
});
