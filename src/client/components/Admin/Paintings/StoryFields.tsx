import { Checkbox, Fieldset, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PaintingFormValues } from '../../../features/admin/painting-form';

/** A painting's story for the archive (issue 43): its text, its exhibitions, and the box that keeps it out. */
export function StoryFields({ form }: { form: UseFormReturnType<PaintingFormValues> }) {
  return (
    <Fieldset legend="Story and archive">
      <Stack gap="sm">
        <Textarea
          label="Story"
          description="Shown on its page: how it was made, where it went. Simple HTML (paragraphs, bold, links) is kept; scripts are removed."
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('story')}
        />
        <Textarea
          label="Exhibitions"
          description="One a line, e.g. Galerie Rouge, Montréal, 2024"
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps('exhibitions')}
        />
        <Checkbox
          label="Hide from the archive"
          description="Once sold (an original, or every number of a limited print), a piece is listed in the archive of your work; tick to keep this one out."
          {...form.getInputProps('hideFromArchive', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
