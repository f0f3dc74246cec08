import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { type BackupManifest, OpsError } from './backup';
import { backup, restore } from './backupCommand';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const rowsOf = (m: BackupManifest) => Object.values(m.tables).reduce((sum, t) => sum + t.rows, 0);

/** `node dist/ops.js backup|restore <file>` (the root's `pnpm backup <file>` and `pnpm restore <file>`). */
async function main(argv: string[]): Promise<void> {
  const [command, file] = argv;
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new OpsError('Uso: pnpm backup <fichero>  |  pnpm restore <fichero>  (DATA_DIR y DATABASE_URL como al arrancar el servidor)');
  }
  const config = loadConfig();
  const env = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const source = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `la base de datos integrada de ${env.dataDir}`;
  if (command === 'backup') {
    const manifest = await backup(file, env);
    console.log(
      `Copia de ${source} en ${resolve(file)}: ${Object.keys(manifest.tables).length} tablas, ${rowsOf(manifest)} filas, ` +
        `${manifest.outboxFiles} correos; ${mib(statSync(resolve(file)).size)} en ${seconds()} s.`,
    );
    return;
  }
  const { manifest, tablesChecked } = await restore(file, env);
  console.log(
    `Restaurada ${resolve(file)} (copia del ${manifest.takenAt}) en ${source}: ${tablesChecked} tablas comprobadas idénticas a la copia, ` +
      `${rowsOf(manifest)} filas, ${manifest.outboxFiles} correos; ${seconds()} s.`,
  );
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof OpsError ? err.message : err);
  process.exit(1);
});
