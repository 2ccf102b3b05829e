import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, type ReactNode, use } from 'react';
import { SettingsProvider } from '../features/settings';
import { IntlContext } from '../i18n/intl';
import classes from './Island.module.css';
import { IslandAreasRecord, recordingIntl } from './island-areas';
import type { IslandName } from './island-names';
import { IslandQueriesRecord, recordingQueryClient } from './island-queries';

interface IslandBoundaryProps {
  /** Which island (`registry.ts`): the islands' runtime draws its component with the props `children` has. */
  name: IslandName;
  /**
   * The island itself, `name`'s component with its props, as the server and the app draw it. Its props are written
   * into the page as JSON (so: what JSON carries, and no more than it needs).
   */
  children: ReactElement<object>;
}

/**
 * A part of the page a shopper works with (issue 45): the server and the app draw `children` in an element that
 * names the island and its props. On a page drawn as islands (`shared/island-routes.ts`), the browser loads no router
 * and no page code: the islands' runtime (`islands/main.tsx`) draws each island named in the page in a React root of
 * its own, in place of the server's HTML of it, and the rest of the page stays the server's.
 */
export function Island({ name, children }: IslandBoundaryProps) {
  const record = use(IslandAreasRecord);
  const intl = use(IntlContext);
  // The server notes the queries the island reads (`island-queries.ts`); the browser's build has none of this.
  const queries = import.meta.env.SSR ? use(IslandQueriesRecord) : null;
  const drawn = (
    <div className={classes.island} data-island={name} data-props={JSON.stringify(children.props)}>
      {children}
    </div>
  );
  const island = import.meta.env.SSR && queries ? <RecordingQueries read={queries}>{drawn}</RecordingQueries> : drawn;
  // The server rendering a French page notes the areas of French the island draws (`island-areas.ts`).
  return record ? <IntlContext value={recordingIntl(intl, record, name)}>{island}</IntlContext> : island;
}

/**
 * The island's part read through a query client that notes what it reads, under the settings' provider as the
 * islands' runtime draws it (`IslandRoot`: the settings are a query each island's root reads).
 */
function RecordingQueries({ read, children }: { read: Set<string>; children: ReactNode }) {
  const client = recordingQueryClient(useQueryClient(), read);
  return (
    <QueryClientProvider client={client}>
      <SettingsProvider>{children}</SettingsProvider>
    </QueryClientProvider>
  );
}
