/**
 * Mantine's notifications store, which every toast goes through (`notify.ts`): a module of its own that the first
 * toast loads (or the browser, when idle a while after the page is ready), out of every page's first load.
 */
export { notifications, notificationsStore } from '@mantine/notifications';
