import { settingType } from '@shared/settings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc';
import { settingsQueryOptions } from '../settings';
import { useSaveSettings } from './use-save-settings';

/**
 * Edits a set of site settings locally: only changed keys are kept and saved,
 * after checking each against the registry's type (the server checks again).
 */
export function useSettingsDraft() {
  const query = useQuery(settingsQueryOptions(useTRPC()));
  const save = useSaveSettings();
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stored = (query.data ?? {}) as Record<string, unknown>;

  const value = (key: string): unknown => (key in draft ? draft[key] : stored[key]);
  const changed = Object.fromEntries(Object.entries(draft).filter(([key, v]) => v !== stored[key]));
  const count = Object.keys(changed).length;

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
    save.mutate({ settings: changed }, { onSuccess: () => setDraft({}) });
    return true;
  };

  return {
    query,
    value,
    set,
    errors,
    count,
    submit,
    pending: save.isPending,
    discard: () => {
      setDraft({});
      setErrors({});
    },
  };
}

export type SettingsDraft = ReturnType<typeof useSettingsDraft>;
