import { settingType } from '@shared/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc';
import { notifyFailure } from '../notify';
import { settingsQueryOptions } from '../settings';
import { useSaveSettings } from './use-save-settings';

/** The French texts of the site (`admin.translations.site`): the settings' by key, the menus' by English label. */
type SiteScope = 'settings' | 'menus';

/**
 * Edits a set of site settings locally: only changed keys are kept and saved,
 * after checking each against the registry's type (the server checks again).
 * Their French (the shoppers' texts, the menus' labels) is drafted beside and saved with
 * `admin.translations.setSite` (`''` removes one: the English shows again).
 */
export function useSettingsDraft() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(settingsQueryOptions(trpc));
  const site = useQuery(trpc.admin.translations.site.queryOptions());
  const save = useSaveSettings();
  const saveFrench = useMutation(
    trpc.admin.translations.setSite.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.admin.translations.site.queryKey(), saved);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.translations.pathKey() });
      },
      onError: (error) => notifyFailure(error, 'Failed to update the French texts'),
    }),
  );
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [french, setFrench] = useState<Record<SiteScope, Record<string, string>>>({ settings: {}, menus: {} });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stored = (query.data ?? {}) as Record<string, unknown>;
  const storedFrench = (scope: SiteScope, key: string) => site.data?.[scope].fr?.[key] ?? '';

  const value = (key: string): unknown => (key in draft ? draft[key] : stored[key]);
  const changed = Object.fromEntries(Object.entries(draft).filter(([key, v]) => v !== stored[key]));
  const changedFrench = (scope: SiteScope) =>
    Object.fromEntries(Object.entries(french[scope]).filter(([key, text]) => text !== storedFrench(scope, key)));
  const frenchCount = Object.keys(changedFrench('settings')).length + Object.keys(changedFrench('menus')).length;
  const count = Object.keys(changed).length + frenchCount;

  const set = (key: string, next: unknown) => {
    setDraft((current) => ({ ...current, [key]: next }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = () => {
    const problems: Record<string, string> = {};
    for (const [key, v] of Object.entries(changed)) {
      const result = settingType(key)?.safeParse(v);
      if (result && !result.success) {
        problems[key] = v === '' ? 'Please enter a value' : (result.error.issues[0]?.message ?? 'Invalid value');
      }
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return false;
    if (Object.keys(changed).length > 0) save.mutate({ settings: changed }, { onSuccess: () => setDraft({}) });
    if (frenchCount > 0) {
      saveFrench.mutate(
        { settings: { fr: changedFrench('settings') }, menus: { fr: changedFrench('menus') } },
        { onSuccess: () => setFrench({ settings: {}, menus: {} }) },
      );
    }
    return true;
  };

  return {
    query,
    value,
    set,
    /** A setting's (or a menu label's) French as drafted, else as stored; `''` when none. */
    french: (scope: SiteScope, key: string): string => french[scope][key] ?? storedFrench(scope, key),
    setFrench: (scope: SiteScope, key: string, text: string) =>
      setFrench((current) => ({ ...current, [scope]: { ...current[scope], [key]: text } })),
    errors,
    count,
    submit,
    pending: save.isPending || saveFrench.isPending,
    discard: () => {
      setDraft({});
      setFrench({ settings: {}, menus: {} });
      setErrors({});
    },
  };
}

export type SettingsDraft = ReturnType<typeof useSettingsDraft>;
