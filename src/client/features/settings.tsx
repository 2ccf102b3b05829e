import type { PublicSettings } from '@shared/settings';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, use } from 'react';
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

const SettingsContext = createContext<PublicSettings | null>(null);

/**
 * The settings' one reader of the query cache, for the components inside: they read its answer from a context. A
 * page has sixty-odd readers (every price asks for the currency); each was a query observer of its own, made,
 * subscribed and set again as the page hydrated (~2 ms of the task that ends hydration on a product page).
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(settingsQueryOptions(useTRPC()));
  return <SettingsContext value={data ?? BUILT_IN_SETTINGS}>{children}</SettingsContext>;
}

/** Every site setting; the built-in defaults while loading or when the call fails. */
export function useSettings(): PublicSettings {
  const settings = use(SettingsContext);
  if (!settings) throw new Error('useSettings needs a SettingsProvider above it (the router provides one)');
  return settings;
}
