import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { BackupError, backupSqlite } from './db/backup.js';

// `npm run backup -- <file>`: a consistent copy of the SQLite database the server's
// configuration names (DATABASE_URL), taken while the server runs.
function main(): number {
  const [target, ...extra] = process.argv.slice(2);
  if (!target || extra.length > 0) {
    console.error('Usage: npm run backup -- <backup file>');
    return 2;
  }
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  if (config.database.kind !== 'sqlite') {
    console.error('DATABASE_URL names PostgreSQL: back it up with pg_dump (see the README).');
    return 1;
  }
  // npm runs scripts from the repository root; a relative name means where the command was typed.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), target);
  try {
    const { bytes } = backupSqlite(config.database.file, file);
    console.log(`Backed up ${config.database.file} to ${file} (${bytes} bytes).`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = main();
