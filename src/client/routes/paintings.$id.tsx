import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';

export const Route = createFileRoute('/paintings/$id')({
  component: PaintingScreen,
});

function PaintingScreen() {
  const { id } = Route.useParams();
  return <PagePlaceholder title="Painting Details">Details for painting #{id} are on their way.</PagePlaceholder>;
}
