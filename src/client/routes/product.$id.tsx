import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';

export const Route = createFileRoute('/product/$id')({
  component: ProductScreen,
});

function ProductScreen() {
  const { id } = Route.useParams();
  return <PagePlaceholder title="Product Details">Details for product #{id} are on their way.</PagePlaceholder>;
}
