import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';
import { titleFromSlug } from '../slug';

export const Route = createFileRoute('/collection/$collection')({
  component: CollectionScreen,
});

function CollectionScreen() {
  const { collection } = Route.useParams();
  if (collection === 'all') {
    return <PagePlaceholder title="Our Collections">Our collections are on their way.</PagePlaceholder>;
  }
  return (
    <PagePlaceholder title={`${titleFromSlug(collection)} Collection`}>
      The pieces of this collection are on their way.
    </PagePlaceholder>
  );
}
