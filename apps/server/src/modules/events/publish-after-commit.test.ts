import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `publish` runs only after its change commits; the lint rule in eslint.config.js keeps it so.
 * These cases are linted as if they were a service of the server, with the project's config.
 */
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const asFile = 'apps/server/src/modules/family-data/family-data.service.ts';

// Only the syntax rule runs, without type information: building the project's TypeScript
// program for a few lines took tens of seconds on a busy machine.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function publishProblems(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: asFile });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

const header = `
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/schema.js';
import { publish, record } from '../events/events.service.js';
const body = { type: 'approvals.changed', child_profile_id: 'x' } as const;
`;

describe('announcing after the commit', () => {
  it('refuses publish inside a transaction or a function handed one, allows it after', async () => {
    const inside = `${header}
export async function f(ctx: AppContext) {
  await ctx.db.transaction().execute(async (tx) => {
    publish(ctx, [await record(tx, 'a:1', body)]);
  });
}`;
    const handedTrx = `${header}
export async function f(ctx: AppContext, trx: Db) {
  publish(ctx, [await record(trx, 'a:1', body)]);
}`;
    const after = `${header}
export async function f(ctx: AppContext) {
  const events = await ctx.db.transaction().execute(async (trx) => [await record(trx, 'a:1', body)]);
  publish(ctx, events);
}`;
    expect(await publishProblems(inside)).toBe(1);
    expect(await publishProblems(handedTrx)).toBe(1);
    expect(await publishProblems(after)).toBe(0);
  });
});
