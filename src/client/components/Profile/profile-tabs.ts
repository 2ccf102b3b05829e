/** The tabs of My Account, kept in the URL as ?tab= (Account when absent). Small on purpose: the route config imports it. */
const PROFILE_TABS = ['account', 'orders', 'addresses', 'wishlist', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export interface ProfileSearch {
  tab?: Exclude<ProfileTab, 'account'>;
}

export function isProfileTab(value: unknown): value is ProfileTab {
  return PROFILE_TABS.some((tab) => tab === value);
}

export function parseProfileSearch(value: unknown): ProfileSearch {
  return isProfileTab(value) && value !== 'account' ? { tab: value } : {};
}
