import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { releaseTime, timeLeft, useNow } from '../../../features/release';
import { Thumb } from './Thumb';

export interface ScheduledItem<T> {
  id: number;
  name: string;
  imageUrl: string | null;
  /** ISO time it goes on sale. */
  publishAt: string;
  announce: boolean;
  item: T;
}

/** 'Scheduled · releases in 2 h 14 min', renewed every 15 seconds (only the badge re-renders). */
function ReleaseBadge({ at }: { at: string }) {
  const now = useNow(15_000);
  const left = now === null ? null : Date.parse(at) - now;
  return (
    <Badge size="sm" variant="light" color="orange" tt="none" data-testid="release-badge">
      Scheduled{left === null ? '' : left > 0 ? ` · releases in ${timeLeft(left, 'words')}` : ' · releasing now'}
    </Badge>
  );
}

interface ScheduledReleasesProps<T> {
  /** 'Products', 'Paintings'. */
  noun: string;
  items: ScheduledItem<T>[] | undefined;
  onEdit: (item: T) => void;
}

/**
 * The releases to come above an admin list (the storefront does not show them yet, see
 * domain/catalogue/release.ts): each with its time, a live countdown badge and whether its page counts down.
 */
export function ScheduledReleases<T>({ noun, items, onEdit }: ScheduledReleasesProps<T>) {
  if (!items || items.length === 0) return null;
  return (
    <Paper withBorder p="md" aria-labelledby="scheduled-releases">
      <Title order={3} size="h5" id="scheduled-releases">
        Scheduled {noun.toLowerCase()} ({items.length})
      </Title>
      <Stack gap="sm" mt="sm">
        {items.map((s) => (
          <Group key={s.id} gap="sm" wrap="nowrap" data-testid="scheduled-item">
            <Thumb src={s.imageUrl} alt={s.name} size={40} />
            <Stack gap={2} flex={1} miw={0}>
              <Text fw={500} size="sm" truncate>
                {s.name}
              </Text>
              <Group gap={6}>
                <ReleaseBadge at={s.publishAt} />
                <Text size="xs" c="dimmed">
                  {releaseTime(s.publishAt)}
                  {s.announce ? ' · countdown page shown' : ' · hidden until then'}
                </Text>
              </Group>
            </Stack>
            <Button size="xs" variant="default" onClick={() => onEdit(s.item)} aria-label={`Edit ${s.name}`}>
              Edit
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
