import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';
import { useSettings } from '../features/settings';

export const Route = createFileRoute('/paintings/')({
  component: PaintingsScreen,
});

function PaintingsScreen() {
  const { paintingsPageTitle, paintingsPageSubtitle } = useSettings();
  return <PagePlaceholder title={paintingsPageTitle}>{paintingsPageSubtitle}</PagePlaceholder>;
}
