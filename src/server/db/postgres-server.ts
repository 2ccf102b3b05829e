import pg from 'pg';

/**
 * A PostgreSQL server seen from its maintenance database (`postgres://…/postgres`): how the test runner, the
 * benchmarks and the tests make and drop whole databases on it.
 */

/** Runs `statement` on the maintenance database over a short-lived connection. */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of the database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
