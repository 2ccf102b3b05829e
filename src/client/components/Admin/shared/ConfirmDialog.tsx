import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminModal } from './AdminModal';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are ('Cancel' unless that would read as the action: 'Keep order'). */
  cancelLabel?: string;
  /** Destructive actions are red. */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something cannot be taken back (deletes, logging out). */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = true,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AdminModal opened={opened} onClose={onCancel} title={title} centered size="sm" fullScreen={false}>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={pending} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </AdminModal>
  );
}
