import { List } from '@mantine/core';
import type { Painting } from '@shared/schemas/catalogue';
import { Suspense } from 'react';
import { useT } from '../../i18n/hooks';
import paintingPageMessages from '../../i18n/messages/painting-page.en.json';
import { lazyPart } from '../../lazy-part';
import { Stack, Text, Title } from '../Plain/Plain';

/**
 * The story's text goes through HtmlContent (DOMPurify in the browser), its own chunk: the sanitiser is not part of
 * the painting page's first load (e2e first-load budget); the year and the exhibitions render at once. The server
 * renders the text at once (lazyPart), so the page's HTML always has it.
 */
const HtmlContent = lazyPart(() => import('../HtmlContent/HtmlContent').then((module) => module.HtmlContent));

/**
 * A painting's story (issue 43, item 3), when the owner wrote one: the year it was painted, the exhibitions it hung
 * in, and her text (sanitised again here, as all admin-written HTML is). Nothing when it has neither text nor shows.
 */
export function PaintingStory({ painting, className }: { painting: Painting; className?: string }) {
  const t = useT(paintingPageMessages);
  const story = painting.story?.trim() ?? '';
  const exhibitions = painting.exhibitions ?? [];
  if (story === '' && exhibitions.length === 0) return null;
  return (
    <Stack gap="xs" mt="lg" className={className} component="section" aria-labelledby="painting-story">
      <Title order={2} size="h4" id="painting-story">
        {t('paintingPage.story.heading')}
      </Title>
      {painting.year !== null && <Text size="sm">{t('paintingPage.story.year', { year: painting.year })}</Text>}
      {story !== '' && (
        <Suspense fallback={null}>
          <HtmlContent content={story} topHeading={3} />
        </Suspense>
      )}
      {exhibitions.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('paintingPage.story.exhibitions')}
          </Title>
          <List size="sm">
            {exhibitions.map((show) => (
              <List.Item key={show}>{show}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
