import type { PublicSettings } from '@shared/settings';
import { useQuery } from '@tanstack/react-query';
import { optionsPerHandle, type Trpc, useTRPC } from '../trpc';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The built-in defaults (vite.config.ts builds them in), named once: each use of `__SETTING_DEFAULTS__` is a copy of
 * the whole object in the bundle (three copies, in two chunks of every first load, before this).
 */
export const BUILT_IN_SETTINGS = __SETTING_DEFAULTS__;

const settingsOptions = optionsPerHandle((trpc) =>
  trpc.settings.all.queryOptions(undefined, { staleTime: FIVE_MINUTES }),
);

/** Site settings stay fresh for 5 minutes (spec §9). */
export function settingsQueryOptions(trpc: Trpc) {
  return settingsOptions(trpc, undefined);
}

/** Every site setting; the built-in defaults while loading or when the call fails. */
export function useSettings(): PublicSettings {
  const { data } = useQuery(settingsQueryOptions(useTRPC()));
  return data ?? BUILT_IN_SETTINGS;
}
