import { type ComponentType, lazy, Suspense } from 'react';
import type { AdminTabId } from '../../features/admin/tabs';
import { CenteredLoader } from '../CenteredLoader';
import { CategoriesTab } from './Categories/CategoriesTab';
import { CollectionsTab } from './Collections/CollectionsTab';
import { AboutPageTab } from './Content/AboutPageTab';
import { ContactPageTab } from './Content/ContactPageTab';
import { PagesTab } from './Content/PagesTab';
import { UntranslatedTab } from './Content/UntranslatedTab';
import { CustomersTab } from './Customers/CustomersTab';
import { DashboardTab } from './Dashboard/DashboardTab';
import { InboxTab } from './Inbox/InboxTab';
import { InventoryTab } from './Inventory/InventoryTab';
import { ImagesTab } from './Media/ImagesTab';
import { MessagesTab } from './Messages/MessagesTab';
import { OrdersTab } from './Orders/OrdersTab';
import { PaintingsTab } from './Paintings/PaintingsTab';
import { ProductsTab } from './Products/ProductsTab';
import { ReportsTab } from './Reports/ReportsTab';
import { ReviewsTab } from './Reviews/ReviewsTab';
import { CustomizationTab } from './Settings/CustomizationTab';
import { LayoutTab } from './Settings/LayoutTab';
import { SettingsTab } from './Settings/SettingsTab';
import { UsersTab } from './Users/UsersTab';

/** Discounts load when the owner opens their tab: their own chunk, out of the panel's first load. */
const DiscountsTab = lazy(() =>
  import('./Discounts/DiscountsTab').then((module) => ({ default: module.DiscountsTab })),
);

/** Campaigns likewise (the compose screen and its pickers). */
const CampaignsTab = lazy(() =>
  import('./Campaigns/CampaignsTab').then((module) => ({ default: module.CampaignsTab })),
);

/** Gift cards (issue 41): their own chunk too. */
const GiftCardsTab = lazy(() =>
  import('./GiftCards/GiftCardsTab').then((module) => ({ default: module.GiftCardsTab })),
);

/** Draft orders (issue 42): their own chunk. */
const DraftOrdersTab = lazy(() =>
  import('./DraftOrders/DraftOrdersTab').then((module) => ({ default: module.DraftOrdersTab })),
);

/** The Sell screen (issue 42, item 3: market day on a phone): its own chunk. */
const SellTab = lazy(() => import('./Sell/SellTab').then((module) => ({ default: module.SellTab })));

const CONTENT: Record<AdminTabId, ComponentType> = {
  dashboard: DashboardTab,
  sell: SellTab,
  orders: OrdersTab,
  draftOrders: DraftOrdersTab,
  customers: CustomersTab,
  reports: ReportsTab,
  products: ProductsTab,
  paintings: PaintingsTab,
  inventory: InventoryTab,
  discounts: DiscountsTab,
  giftCards: GiftCardsTab,
  collections: CollectionsTab,
  categories: CategoriesTab,
  customization: CustomizationTab,
  images: ImagesTab,
  layout: LayoutTab,
  about: AboutPageTab,
  contact: ContactPageTab,
  pages: PagesTab,
  untranslated: UntranslatedTab,
  users: UsersTab,
  reviews: ReviewsTab,
  inbox: InboxTab,
  messages: MessagesTab,
  campaigns: CampaignsTab,
  settings: SettingsTab,
};

/** The selected tab's screen; a tab this build does not know shows the dashboard. */
export function AdminTabContent({ tab }: { tab: AdminTabId }) {
  const Content = CONTENT[tab] ?? DashboardTab;
  return (
    <Suspense fallback={<CenteredLoader />}>
      <Content />
    </Suspense>
  );
}
