import type { PublicSettings } from '@shared/settings';

declare global {
  /** The settings registry's public defaults, built in by Vite (see vite.config.ts). */
  const __SETTING_DEFAULTS__: PublicSettings;
}
