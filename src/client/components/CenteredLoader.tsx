import { useT } from '../i18n/hooks';
import statesMessages from '../i18n/messages/states.en.json';
import { Loader } from './Plain/PlainButton';
import { Center } from './Plain/PlainLayout';

interface CenteredLoaderProps {
  /** What is loading, for screen readers. */
  label?: string;
  /** In a section of this vertical padding instead of the middle of the screen area. */
  py?: number;
}

/** A spinner while a screen, or with `py` a section of one, waits for data. */
export function CenteredLoader({ label, py }: CenteredLoaderProps) {
  const t = useT(statesMessages);
  return (
    <Center mih={py === undefined ? '60vh' : undefined} py={py} role="status" aria-label={label ?? t('states.loading')}>
      <Loader />
    </Center>
  );
}
