import { localePath } from '@shared/locale-path';
import { createLink, Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { type ComponentType, useCallback } from 'react';
import { useLocale } from '../i18n/hooks';
import type { Nav } from './nav';

/** The app's links and navigation: the router's own (client-side, preloading on intent). */
export const ROUTER_NAV: Nav = {
  Link: Link as unknown as ComponentType<Record<string, unknown>>,
  linked: (component) => createLink(component as never) as unknown as ComponentType<Record<string, unknown>>,
  useNavigate() {
    const navigate = useNavigate();
    return useCallback((target) => navigate(target as Parameters<typeof navigate>[0]), [navigate]);
  },
  usePathname: () => useRouterState({ select: (state) => state.location.pathname }),
  useSearchStr: () => useRouterState({ select: (state) => state.location.searchStr }),
  useReplace() {
    const router = useRouter();
    const locale = useLocale();
    return useCallback((path: string) => router.history.replace(localePath(locale, path)), [router, locale]);
  },
  useSearchReader() {
    const router = useRouter();
    return useCallback(() => router.state.location.search, [router]);
  },
};
