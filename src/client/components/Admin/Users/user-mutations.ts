import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { sessionQueryOptions } from '../../../features/session';
import { useTRPC } from '../../../trpc';

/** The user dialog's four separate saves, each with the spec's toasts; the list and session follow. */
export function useUserMutations(userId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.users.get.queryKey({ id: userId }) });
    void queryClient.invalidateQueries({ queryKey: sessionQueryOptions(trpc).queryKey });
  };
  return {
    profile: useMutation(
      trpc.admin.users.updateProfile.mutationOptions({
        onSuccess: (user) => {
          notifySuccess('Profile Updated', `${user.username}'s profile has been saved`);
          refresh();
        },
        onError: (error) => notifyFailure(error, 'Failed to update user profile'),
      }),
    ),
    role: useMutation(
      trpc.admin.users.setRole.mutationOptions({
        onSuccess: (user) => {
          notifySuccess(
            'User Role Updated',
            `${user.username} is now ${user.role === 'admin' ? 'an admin' : 'a user'}`,
          );
          refresh();
        },
        onError: (error) => notifyFailure(error, 'Failed to update user role'),
      }),
    ),
    password: useMutation(
      trpc.admin.users.setPassword.mutationOptions({
        onSuccess: () => {
          notifySuccess('Password Updated', 'The new password works from now on; other sessions were signed out');
          refresh();
        },
        onError: (error) => notifyFailure(error, 'Failed to update password'),
      }),
    ),
    active: useMutation(
      trpc.admin.users.setActive.mutationOptions({
        onSuccess: (user, input) => {
          notifySuccess(
            input.active ? 'User Enabled' : 'User Disabled',
            input.active ? `${user.username} can sign in again` : `${user.username} can no longer sign in`,
          );
          refresh();
        },
        onError: (error) => notifyFailure(error, 'Failed to update user'),
      }),
    ),
  };
}
