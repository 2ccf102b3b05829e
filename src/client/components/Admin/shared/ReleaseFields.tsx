import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { localZone } from '../../../features/release';

interface ReleaseFieldsProps {
  /** `form.getInputProps('releaseAt')`: a `datetime-local` value in the browser's zone, '' for none. */
  releaseAt: GetInputPropsReturnType;
  /** `form.getInputProps('announce', { type: 'checkbox' })`. */
  announce: GetInputPropsReturnType;
}

/**
 * A release ("drop") in the product and painting dialogs: when the item goes on sale (blank: at once), in the
 * owner's own time zone, named in the label, and whether its page may be shared before with a countdown.
 */
export function ReleaseFields({ releaseAt, announce }: ReleaseFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        type="datetime-local"
        step={1}
        label={`Release at (${localZone()} time)`}
        description="Blank: on sale at once. Until then it is hidden from the shop."
        {...releaseAt}
      />
      <Checkbox
        mt={{ base: 0, xs: 'xl' }}
        label="Show a countdown page before release"
        description="Its page can be shared in advance; Add to Cart appears at the time."
        {...announce}
      />
    </SimpleGrid>
  );
}
