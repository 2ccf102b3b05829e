import { ActionIcon, Button, CopyButton, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import type { MediaItem } from '../../../features/admin/types';
import { ShopImage } from '../../ShopImage/ShopImage';
import classes from './Media.module.css';
import { formatBytes, thumbnailUrl } from './media-url';

interface MediaCardProps {
  item: MediaItem;
  onDelete: (item: MediaItem) => void;
}

/** One library image: preview, name, size, copy its URL, delete it. */
export function MediaCard({ item, onDelete }: MediaCardProps) {
  return (
    <Paper withBorder radius="md" className={classes.card}>
      <div className={classes.cardImage}>
        <ShopImage src={thumbnailUrl(item)} alt={item.alt || item.originalName} width={400} height={400} />
      </div>
      <div className={classes.cardBody}>
        <Text size="sm" fw={500} truncate title={item.originalName}>
          {item.originalName}
        </Text>
        <Text size="xs" c="dimmed">
          {item.width} × {item.height} · {formatBytes(item.sizeBytes)}
        </Text>
        <Group gap={6} mt="xs" wrap="nowrap">
          <CopyButton value={item.url} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="compact-xs"
                variant="light"
                color={copied ? 'green' : undefined}
                leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                onClick={copy}
                flex={1}
              >
                {copied ? 'Copied' : 'Copy URL'}
              </Button>
            )}
          </CopyButton>
          <Tooltip label="Delete image">
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={`Delete ${item.originalName}`}
              onClick={() => onDelete(item)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>
    </Paper>
  );
}
