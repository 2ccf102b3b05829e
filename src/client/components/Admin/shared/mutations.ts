import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { releaseTime } from '../../../features/release';
import { useTRPC } from '../../../trpc';

/**
 * A tRPC mutation procedure of the options proxy (`trpc.admin.products.create`), as far as the hooks
 * below use it. Its error type is left open (`never`): the hooks only hand errors to notifyFailure.
 */
export interface MutationProcedure<TInput, TOutput> {
  mutationOptions: (options: {
    onSuccess: (output: TOutput) => void;
    onError: (error: unknown) => void;
  }) => UseMutationOptions<TOutput, never, TInput>;
}

/**
 * The queries a catalogue change refreshes: the storefront's catalogue, the admin's product and painting lists
 * (paged by the server, so a save or delete asks for the page again), their scheduled releases, and the French texts
 * (the forms' stored translations, the Untranslated list).
 */
export function catalogueQueryKeys(trpc: ReturnType<typeof useTRPC>): QueryKey[] {
  return [
    trpc.catalogue.pathKey(),
    trpc.admin.products.list.pathKey(),
    trpc.admin.paintings.list.pathKey(),
    trpc.admin.products.unreleased.pathKey(),
    trpc.admin.paintings.unreleased.pathKey(),
    trpc.admin.translations.pathKey(),
  ];
}

interface CatalogueSaveOptions<TInput, TItem> {
  create: MutationProcedure<TInput, TItem>;
  update: MutationProcedure<NoInfer<TInput> & { id: number }, TItem>;
  /** 'Painting': the toasts say 'Painting Added', 'Painting Updated', 'Failed to add painting' … */
  noun: string;
  /** The item's name in the toasts ('Acid Wash Tee has been saved'). */
  name: (item: TItem) => string;
  /** The message once added ('… is now in the shop'). */
  added: (item: TItem) => string;
  /** When an added item goes on sale, if it is scheduled and not released yet: the message says so instead. */
  releaseAt?: (item: TItem) => string | null | undefined;
  /** What refreshes after a save; the storefront's catalogue unless told. */
  queryKeys?: readonly QueryKey[];
  onDone: () => void;
}

/**
 * Add or update one catalogue item (or another admin-edited record, such as a shipping method) with the admin
 * spec's toasts; on success the storefront's data (or `queryKeys`) refreshes and the dialog closes.
 * `save(input, id)` updates when an id is given.
 */
export function useCatalogueSave<TInput, TItem>({
  create,
  update,
  noun,
  name,
  added,
  releaseAt,
  queryKeys,
  onDone,
}: CatalogueSaveOptions<TInput, TItem>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saved = (title: string, message: string) => {
    notifySuccess(title, message);
    for (const queryKey of queryKeys ?? catalogueQueryKeys(trpc)) void queryClient.invalidateQueries({ queryKey });
    onDone();
  };
  const lower = noun.toLowerCase();
  const creating = useMutation(
    create.mutationOptions({
      onSuccess: (item) => {
        const at = releaseAt?.(item);
        saved(`${noun} Added`, at ? `${name(item)} is scheduled: it goes on sale ${releaseTime(at)}` : added(item));
      },
      onError: (error) => notifyFailure(error, `Failed to add ${lower}`),
    }),
  );
  const updating = useMutation(
    update.mutationOptions({
      onSuccess: (item) => saved(`${noun} Updated`, `${name(item)} has been saved`),
      onError: (error) => notifyFailure(error, `Failed to update ${lower}`),
    }),
  );
  return {
    pending: creating.isPending || updating.isPending,
    save: (input: TInput, id: number | undefined) =>
      id === undefined ? creating.mutate(input) : updating.mutate({ ...input, id }),
  };
}
