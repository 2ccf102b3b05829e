import { Center, Loader } from '@mantine/core';

/** A spinner in the middle of the screen area, shown while a screen waits for data. */
export function CenteredLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
