import type { PublicSettings } from '@shared/settings';
import { useQuery } from '@tanstack/react-query';
import { type Trpc, useTRPC } from '../trpc';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Site settings stay fresh for 5 minutes (spec §9). */
export function settingsQueryOptions(trpc: Trpc) {
  return trpc.settings.all.queryOptions(undefined, { staleTime: FIVE_MINUTES });
}

/** Every site setting; the built-in defaults while loading or when the call fails. */
export function useSettings(): PublicSettings {
  const { data } = useQuery(settingsQueryOptions(useTRPC()));
  return data ?? __SETTING_DEFAULTS__;
}
