import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { serverMessage } from '../api-error';
import { loadOnce } from '../load-once';
import type { ToastPosition } from './toast-placement';

/**
 * The app's one way to toast: every toast goes through these helpers, never `notifications.show` directly.
 * Errors are alerts (read at once); the others are status messages, read politely (their own text, once: a
 * second, off-screen copy would be read twice and found twice).
 */
const POLITE = { role: 'status' } as const;

/** The default title of an error toast, in the page's language (set by `<Toasts>`, which has the page's messages). */
let errorTitle = 'Error';

export function setErrorTitle(title: string): void {
  errorTitle = title;
}
const ALERT = { role: 'alert' } as const;

type ToastStore = typeof import('./toast-store');

/** Where toasts show (`placeToasts`), whether one has been shown yet and who waits for one to be. */
let placement: { limit: number; position: ToastPosition } | undefined;
let shownOnce = false;
const listeners = new Set<() => void>();

function place(loaded: ToastStore): ToastStore {
  if (placement) {
    const { limit, position } = placement;
    loaded.notificationsStore.updateState((state) => ({ ...state, limit, defaultPosition: position }));
  }
  return loaded;
}

/** The toasts' store, loaded once for the page with the first toast (placed as `<Toasts>` says). */
const store = loadOnce(() => import('./toast-store').then(place));

export const loadToasts = store.load;

/** Fetches the store ahead of need (when the browser is idle a while after the page is ready). */
export const prefetchToasts = store.prefetch;

/** Shows a toast with the store: at once when it has loaded, else once it has. */
function withStore(work: (loaded: ToastStore) => void): void {
  const run = (loaded: ToastStore) => {
    work(loaded);
    if (shownOnce) return;
    shownOnce = true;
    for (const listener of listeners) listener();
  };
  const loaded = store.loaded();
  if (loaded) run(loaded);
  else loadToasts().then(run, () => undefined);
}

/** Whether a toast has been shown on the page: the toasts' container (`<Toasts>`) mounts then. */
export function useToastShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shownOnce,
    () => false,
  );
}

/** How many toasts show at once and where (`<Toasts>`: the settings' place, or off an open overlay). */
export function placeToasts(limit: number, position: ToastPosition): void {
  placement = { limit, position };
  const loaded = store.loaded();
  if (loaded) place(loaded);
}

/**
 * One toast shows at a time (spec §9): a new one replaces what is showing instead of waiting behind it (a toast
 * under the pointer never closes, so the one behind it never showed). Work still under way keeps its toast: its
 * outcome follows, then the new one.
 */
function show(toast: NotificationData): void {
  withStore(({ notifications, notificationsStore }) => {
    const { notifications: shown, queue } = notificationsStore.getState();
    for (const old of [...shown, ...queue]) if (!old.loading && old.id) notifications.hide(old.id);
    notifications.show(toast);
  });
}

/** A success toast ('Product Added', 'Login successful' …). */
export function notifySuccess(title: string, message?: string): void {
  show({ title, message: message ?? '', color: 'green', ...POLITE });
}

/** A neutral toast in the theme's colour ('Item removed', 'Logged out'). */
export function notifyInfo(title: string, message: string): void {
  show({ title, message, ...POLITE });
}

/** A destructive toast with the app's own text ('Please correct the highlighted settings' …); titled 'Error' unless told. */
export function notifyError(message: string, title = errorTitle): void {
  show({ title, message, color: 'red', ...ALERT });
}

/** A destructive toast: the server's message, else the spec's fallback ('Failed to add product' …); titled 'Error' unless told. */
export function notifyFailure(error: unknown, fallback: string, title = errorTitle): void {
  notifyError(serverMessage(error) ?? fallback, title);
}

const PROGRESS_MS = 100_000;
const DONE_MS = 3_000;
const FAILED_MS = 6_000;
let progressToasts = 0;

/** A toast that shows work under way, then becomes its outcome. */
export interface ProgressToast {
  succeed(title: string, message: string): void;
  /** As `notifyFailure`: the server's message, else `fallback`. */
  fail(error: unknown, fallback: string, title?: string): void;
}

/** Shows a loading toast ('Saving Settings'); one toast shows at a time, so it replaces whatever was showing. */
export function notifyProgress(title: string, message: string): ProgressToast {
  const id = `progress-${++progressToasts}`;
  withStore(({ notifications }) => {
    notifications.clean();
    notifications.show({
      id,
      title,
      message,
      loading: true,
      autoClose: PROGRESS_MS,
      withCloseButton: false,
      ...POLITE,
    });
  });
  const settle = (outcome: { title: string; message: string; color: string; autoClose: number; role: string }) =>
    withStore(({ notifications }) => {
      notifications.update({ id, ...outcome, loading: false, withCloseButton: true });
    });
  return {
    succeed: (doneTitle, doneMessage) =>
      settle({ title: doneTitle, message: doneMessage, color: 'green', autoClose: DONE_MS, ...POLITE }),
    fail: (error, fallback, failTitle = errorTitle) =>
      settle({
        title: failTitle,
        message: serverMessage(error) ?? fallback,
        color: 'red',
        autoClose: FAILED_MS,
        ...ALERT,
      }),
  };
}
