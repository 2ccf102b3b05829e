import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { notifyProgress } from '../notify';

/**
 * Saves changed settings in one atomic admin.site.setSettings call, with the
 * spec's progress toast; the storefront follows at once (settings.all is refreshed).
 */
export function useSaveSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.site.setSettings.mutationOptions({
      onMutate: () => ({ toast: notifyProgress('Saving Settings', 'Please wait while your changes are saved…') }),
      onSuccess: (settings, _input, context) => {
        queryClient.setQueryData(trpc.settings.all.queryKey(), settings);
        void queryClient.invalidateQueries({ queryKey: trpc.settings.all.queryKey() });
        context?.toast.succeed('Settings Saved', 'All site settings have been updated successfully');
      },
      onError: (error, _input, context) => {
        context?.toast.fail(error, 'Failed to update settings');
      },
    }),
  );
}
