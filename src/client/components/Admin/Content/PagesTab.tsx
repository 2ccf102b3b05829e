import { Anchor, Grid, Group, NavLink, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { ContentPageSlug } from '@shared/routes';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { isContentPage } from '../../../content-pages';
import type { ContentPage } from '../../../features/admin/types';
import { useTRPC } from '../../../trpc';
import { RetryAlert } from '../../RetryAlert';
import { TabHeader } from '../shared/TabHeader';
import classes from './Content.module.css';
import { PageEditor } from './PageEditor';

/** The footer's content pages (FAQs, Shipping & Returns …): pick one, edit its title and HTML, preview, save. */
export function PagesTab() {
  const trpc = useTRPC();
  const pages = useQuery(trpc.admin.site.pages.queryOptions());
  // `?view=faq` opens that page (the Untranslated list links to it).
  const [slug, setSlug] = useState<string | null>(useSearch({ strict: false }).view ?? null);
  const list = (pages.data ?? []).filter((page): page is ContentPage & { slug: ContentPageSlug } =>
    isContentPage(page.slug),
  );
  const selected = list.find((page) => page.slug === slug) ?? list[0] ?? null;

  return (
    <Stack gap="lg">
      <TabHeader
        title="Pages"
        description="The help and policy pages linked from the footer. HTML is cleaned on save and on display."
      />
      {pages.isError ? (
        <RetryAlert title="Could not load the pages" onRetry={() => void pages.refetch()} />
      ) : pages.isPending ? (
        <Skeleton height={320} radius="md" role="status" aria-label="Loading pages" />
      ) : !selected ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            No content pages found.
          </Text>
        </Paper>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Select
              hiddenFrom="md"
              label="Page"
              data={list.map((page) => ({ value: page.slug, label: page.title }))}
              value={selected.slug}
              onChange={(value) => value && setSlug(value)}
              allowDeselect={false}
            />
            <Paper withBorder radius="md" p={4} visibleFrom="md" className={classes.pageList}>
              <nav aria-label="Content pages">
                {list.map((page) => (
                  <NavLink
                    key={page.slug}
                    component="button"
                    label={page.title}
                    description={`/${page.slug}`}
                    active={page.slug === selected.slug}
                    onClick={() => setSlug(page.slug)}
                  />
                ))}
              </nav>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="sm">
              <Group justify="flex-end">
                <Anchor href={`/${selected.slug}`} target="_blank" size="sm">
                  <Group gap={4} component="span">
                    View page <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              </Group>
              <PageEditor key={`${selected.slug}-${selected.updatedAt}`} page={selected} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
