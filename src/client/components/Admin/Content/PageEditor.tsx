import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContentPageSlug } from '@shared/routes';
import { contentPageInput } from '@shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { frenchValues } from '../../../features/admin/translations';
import type { ContentPage } from '../../../features/admin/types';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useTRPC } from '../../../trpc';
import { HtmlContent } from '../../HtmlContent/HtmlContent';
import settingsClasses from '../Settings/Settings.module.css';
import { FrenchTexts } from '../shared/TranslatedField';
import { Preview } from './Preview';

/** Title and HTML of one content page, with a live preview and Save Changes. */
export function PageEditor({ page }: { page: ContentPage & { slug: ContentPageSlug } }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: {
      slug: page.slug,
      title: page.title,
      contentHtml: page.contentHtml,
      translations: frenchValues('page', page.translations),
    },
    validate: zod4Resolver(contentPageInput, { errorPriority: 'first' }),
  });
  const save = useMutation(
    trpc.admin.site.updatePage.mutationOptions({
      onSuccess: (saved) => {
        // What was saved is the new baseline (a French-only save leaves the page's key, and so this form, as it is).
        form.resetDirty();
        notifySuccess('Page Updated', `${saved.title} has been saved`);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.site.pages.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.content.page.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.translations.pathKey() });
      },
      onError: (error) => notifyFailure(error, 'Failed to update page'),
    }),
  );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
          <Stack gap="md">
            <TextInput label="Title" {...form.getInputProps('title')} />
            <Textarea
              label="Content (HTML)"
              description="Headings, paragraphs, lists, links and emphasis are kept; anything else is removed on save."
              autosize
              minRows={10}
              maxRows={28}
              classNames={{ input: settingsClasses.code }}
              {...form.getInputProps('contentHtml')}
            />
            <FrenchTexts form={form} entity="page" />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                Last saved {new Date(page.updatedAt).toLocaleString()}
              </Text>
              <Button type="submit" loading={save.isPending} disabled={save.isPending || !form.isDirty()}>
                Save Changes
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Preview>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {form.values.title}
        </Title>
        <HtmlContent content={form.values.contentHtml} />
      </Preview>
    </Stack>
  );
}
