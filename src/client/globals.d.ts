import type { SiteSettings } from '@shared/settings';

declare global {
  /** The settings registry's defaults, built in by Vite (see vite.config.ts). */
  const __SETTING_DEFAULTS__: SiteSettings;
}
