import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';
import { useSettings } from '../features/settings';

export const Route = createFileRoute('/contact')({
  component: ContactScreen,
});

function ContactScreen() {
  const { contactPageHeading, contactPageDescription } = useSettings();
  return <PagePlaceholder title={contactPageHeading}>{contactPageDescription}</PagePlaceholder>;
}
