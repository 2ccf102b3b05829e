/** The shapes of the admin's setting fields and the builders every group of them is written with. */
import type { SettingKey } from '@shared/settings';

export type Option = { value: string | number; label: string };

interface BaseField {
  key: SettingKey;
  label: string;
  description?: string;
}

/** How one setting is edited. */
export type SettingField =
  | (BaseField & { kind: 'text' | 'textarea' | 'html' | 'url' | 'image' | 'color' | 'header-menu' | 'footer-menu' })
  /** `charge-cad`: a switch adding CAD to (or taking it from) the currencies `chargeCurrencies` lists. */
  | (BaseField & { kind: 'switch' | 'charge-cad' })
  | (BaseField & { kind: 'select' | 'segmented'; options: readonly Option[] })
  | (BaseField & { kind: 'number'; min?: number; max?: number; decimal?: boolean; prefix?: string })
  /** `highlight-word`: which word of the text setting `of` is highlighted (from 1; 0: none), chosen by the word. */
  | (BaseField & { kind: 'highlight-word'; of: SettingKey });

export interface SettingGroup {
  title: string;
  description?: string;
  fields: readonly SettingField[];
}

export const text = (key: SettingKey, label: string, description?: string): SettingField => ({
  key,
  label,
  kind: 'text',
  description,
});
export const textarea = (key: SettingKey, label: string, description?: string): SettingField => ({
  key,
  label,
  kind: 'textarea',
  description,
});
export const image = (key: SettingKey, label: string, description?: string): SettingField => ({
  key,
  label,
  kind: 'image',
  description,
});
export const colour = (key: SettingKey, label: string): SettingField => ({ key, label, kind: 'color' });
export const toggle = (key: SettingKey, label: string, description?: string): SettingField => ({
  key,
  label,
  kind: 'switch',
  description,
});
export const html = (key: SettingKey, label: string): SettingField => ({
  key,
  label,
  kind: 'html',
  description: 'HTML allowed (paragraphs, bold, links, lists); it is cleaned when saved.',
});
