import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';

export const Route = createFileRoute('/track-order')({
  component: TrackOrderScreen,
});

function TrackOrderScreen() {
  return (
    <PagePlaceholder title="Track Your Order">
      Look up an order with its order number and the e-mail address used at checkout.
    </PagePlaceholder>
  );
}
