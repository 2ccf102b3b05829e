import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';
import { titleFromSlug } from '../slug';

export const Route = createFileRoute('/category/$category')({
  component: CategoryScreen,
});

function CategoryScreen() {
  const { category } = Route.useParams();
  const title = category === 'all' ? 'All Products' : titleFromSlug(category);
  return <PagePlaceholder title={title}>Products in this category are on their way.</PagePlaceholder>;
}
