import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useTRPC } from '../../../trpc';

/** The ownerEmail setting: where new-order notices and contact-form copies go (empty: the first admin). */
export function OwnerEmailForm({ current }: { current: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const save = useMutation(
    trpc.admin.site.setSetting.mutationOptions({
      onSuccess: () => {
        notifySuccess('Setting Updated', 'Owner notices will go to the new address');
        setValue('');
        void queryClient.invalidateQueries({ queryKey: trpc.admin.messages.list.pathKey() });
      },
      onError: (error) => notifyFailure(error, 'Failed to update setting'),
    }),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ key: 'ownerEmail', value: value.trim() });
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label="Owner notices go to"
          description="New orders and contact-form messages; customers' mails name it for questions while no contact e-mail is set. Leave empty to use the first admin's e-mail."
          placeholder={current ?? 'owner@example.com'}
          type="email"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}
