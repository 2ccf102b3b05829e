import { Modal, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function SearchDialog({ opened, onClose }: SearchDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Search" size="lg">
      <TextInput
        data-autofocus
        aria-label="Search products and paintings"
        placeholder="Search products and paintings"
        leftSection={<IconSearch size={16} aria-hidden />}
      />
      <Text c="dimmed" size="sm" mt="md">
        Search across clothing, paintings and prints is coming soon.
      </Text>
    </Modal>
  );
}
