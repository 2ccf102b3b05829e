import { createFileRoute } from '@tanstack/react-router';
import { PaintingScreen } from '../components/PaintingDetail/PaintingScreen';
import { paintingQuery } from '../components/Paintings/paintings-query';
import { numericId } from '../route-params';

export const Route = createFileRoute('/paintings/$id')({
  loader: ({ context: { queryClient }, params }) => {
    const id = numericId(params.id);
    if (id !== null) void queryClient.prefetchQuery(paintingQuery(id));
  },
  component: PaintingRoute,
});

function PaintingRoute() {
  const { id } = Route.useParams();
  return <PaintingScreen id={id} />;
}
