import pg from 'pg';

// Tests may read the environment: only the application itself must not.
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${ADMIN_URL} (set TEST_POSTGRES_URL): ${String(error)}`,
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The address of the database `name` on the test server. */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
