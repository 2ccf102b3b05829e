import {
  IconAddressBook,
  IconBrush,
  IconBuildingWarehouse,
  IconCategory,
  IconChartBar,
  IconDiscount,
  IconFileText,
  IconFolders,
  IconInfoCircle,
  IconLayout,
  IconLayoutDashboard,
  IconMail,
  IconPalette,
  IconPhoto,
  IconReceipt,
  IconSettings,
  IconShirt,
  IconStar,
  IconUserHeart,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { AdminTabId } from '../../features/admin/tabs';

type Icon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

export const TAB_ICONS: Record<AdminTabId, Icon> = {
  dashboard: IconLayoutDashboard,
  orders: IconReceipt,
  customers: IconUserHeart,
  reports: IconChartBar,
  products: IconShirt,
  paintings: IconBrush,
  inventory: IconBuildingWarehouse,
  discounts: IconDiscount,
  collections: IconFolders,
  categories: IconCategory,
  customization: IconPalette,
  images: IconPhoto,
  layout: IconLayout,
  about: IconInfoCircle,
  contact: IconAddressBook,
  pages: IconFileText,
  users: IconUsers,
  reviews: IconStar,
  messages: IconMail,
  settings: IconSettings,
};
