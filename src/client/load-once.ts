/**
 * A module a page loads once, on first need (issue 45: tRPC's transport, the toasts' store, the ICU engine): `load`
 * starts it (or gives the load under way), `loaded` is what came, at once (undefined before); a load that failed (the
 * phone went offline) is tried again by the next. `prefetch` loads it ahead of need, its failure left to that next;
 * `provide` gives it from a file that imports it with its own code (then nothing is loaded).
 */
export interface LoadedOnce<T> {
  load(): Promise<T>;
  loaded(): T | undefined;
  prefetch(): void;
  provide(value: T): void;
}

export function loadOnce<T>(importer: () => Promise<T>): LoadedOnce<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importer().then(
      (came) => {
        value = came;
        return came;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    loaded: () => value,
    prefetch: () => void load().catch(() => undefined),
    provide(given) {
      value = given;
      loading = Promise.resolve(given);
    },
  };
}
