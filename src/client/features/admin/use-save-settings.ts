import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../api-error';
import { trpc } from '../../trpc';

const SAVING_TOAST_MS = 100_000;
const DONE_TOAST_MS = 3_000;
const ERROR_TOAST_MS = 6_000;

/**
 * Saves changed settings in one atomic admin.site.setSettings call, with the
 * spec's progress toast; the storefront follows at once (settings.all is refreshed).
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.site.setSettings.mutationOptions({
      onMutate: () => {
        const id = `save-settings-${Date.now()}`;
        // One toast shows at a time: the save's progress replaces whatever was showing.
        notifications.clean();
        notifications.show({
          id,
          title: 'Saving Settings',
          message: 'Please wait while your changes are saved…',
          loading: true,
          autoClose: SAVING_TOAST_MS,
          withCloseButton: false,
        });
        return { toastId: id };
      },
      onSuccess: (settings, _input, context) => {
        queryClient.setQueryData(trpc.settings.all.queryKey(), settings);
        void queryClient.invalidateQueries({ queryKey: trpc.settings.all.queryKey() });
        notifications.update({
          id: context?.toastId,
          title: 'Settings Saved',
          message: 'All site settings have been updated successfully',
          color: 'green',
          loading: false,
          autoClose: DONE_TOAST_MS,
          withCloseButton: true,
        });
      },
      onError: (error, _input, context) => {
        notifications.update({
          id: context?.toastId,
          title: 'Error',
          message: serverMessage(error) ?? 'Failed to update settings',
          color: 'red',
          loading: false,
          autoClose: ERROR_TOAST_MS,
          withCloseButton: true,
        });
      },
    }),
  );
}
