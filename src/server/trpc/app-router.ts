import { createCallerFactory, router } from './init.js';
import { accountRouter } from './routers/account.js';
import { addressesRouter } from './routers/addresses.js';
import { adminCampaignsRouter } from './routers/admin-campaigns.js';
import {
  adminCollectionsRouter,
  adminGroupsRouter,
  adminPaintingsRouter,
  adminProductsRouter,
} from './routers/admin-catalogue.js';
import { adminCustomersRouter } from './routers/admin-customers.js';
import { adminDashboardRouter } from './routers/admin-dashboard.js';
import { adminDraftOrdersRouter } from './routers/admin-draft-orders.js';
import { adminInboxRouter } from './routers/admin-inbox.js';
import {
  adminCategoriesRouter,
  adminInventoryRouter,
  adminPurchaseOrdersRouter,
  adminVendorsRouter,
} from './routers/admin-inventory.js';
import { adminMessagesRouter } from './routers/admin-messages.js';
import { adminOrdersRouter } from './routers/admin-orders.js';
import { adminReportsRouter } from './routers/admin-reports.js';
import { adminShippingMethodsRouter, adminTaxRouter } from './routers/admin-shipping.js';
import { adminSiteRouter, adminUsersRouter } from './routers/admin-site.js';
import { adminTranslationsRouter } from './routers/admin-translations.js';
import { adminWaitlistRouter, notifyRouter } from './routers/alerts.js';
import { cartRouter } from './routers/cart.js';
import { catalogueRouter } from './routers/catalogue.js';
import { checkoutRouter } from './routers/checkout.js';
import { contentRouter } from './routers/content.js';
import { adminDiscountsRouter, discountsRouter } from './routers/discounts.js';
import { adminGiftCardsRouter, giftCardsRouter } from './routers/gift-cards.js';
import { ordersRouter } from './routers/orders.js';
import { adminReturnsRouter, returnsRouter } from './routers/returns.js';
import { adminReviewsRouter, reviewsRouter, wishlistRouter } from './routers/reviews.js';
import { settingsRouter } from './routers/settings.js';

export const appRouter = router({
  account: accountRouter,
  addresses: addressesRouter,
  admin: router({
    products: adminProductsRouter,
    paintings: adminPaintingsRouter,
    collections: adminCollectionsRouter,
    groups: adminGroupsRouter,
    orders: adminOrdersRouter,
    draftOrders: adminDraftOrdersRouter,
    categories: adminCategoriesRouter,
    inventory: adminInventoryRouter,
    vendors: adminVendorsRouter,
    purchaseOrders: adminPurchaseOrdersRouter,
    messages: adminMessagesRouter,
    inbox: adminInboxRouter,
    users: adminUsersRouter,
    site: adminSiteRouter,
    translations: adminTranslationsRouter,
    shippingMethods: adminShippingMethodsRouter,
    tax: adminTaxRouter,
    dashboard: adminDashboardRouter,
    reviews: adminReviewsRouter,
    discounts: adminDiscountsRouter,
    giftCards: adminGiftCardsRouter,
    customers: adminCustomersRouter,
    reports: adminReportsRouter,
    waitlist: adminWaitlistRouter,
    campaigns: adminCampaignsRouter,
    returns: adminReturnsRouter,
  }),
  catalogue: catalogueRouter,
  cart: cartRouter,
  checkout: checkoutRouter,
  content: contentRouter,
  discounts: discountsRouter,
  giftCards: giftCardsRouter,
  notify: notifyRouter,
  orders: ordersRouter,
  returns: returnsRouter,
  reviews: reviewsRouter,
  settings: settingsRouter,
  wishlist: wishlistRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
