import { Center, Loader } from '@mantine/core';

interface CenteredLoaderProps {
  /** What is loading, for screen readers. */
  label?: string;
  /** In a section of this vertical padding instead of the middle of the screen area. */
  py?: number;
}

/** A spinner while a screen, or with `py` a section of one, waits for data. */
export function CenteredLoader({ label = 'Loading', py }: CenteredLoaderProps) {
  return (
    <Center mih={py === undefined ? '60vh' : undefined} py={py} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
