import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';
import { useSettings } from '../features/settings';

export const Route = createFileRoute('/about')({
  component: AboutScreen,
});

function AboutScreen() {
  const { shopName, artistName } = useSettings();
  return (
    <PagePlaceholder title={`About ${shopName}`}>
      Hand-bleached clothing and original paintings by {artistName}. Our story is on its way.
    </PagePlaceholder>
  );
}
