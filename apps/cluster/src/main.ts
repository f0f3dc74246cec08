// `pnpm cluster`: PostgreSQL 15, three server instances and nginx in front of them on one port (PORT, 3000), with
// the demo data; Ctrl-C or SIGTERM stops all of it and deletes its folder.
import { startCluster } from './cluster';

const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(1);
}
console.log('Starting PostgreSQL 15, three server instances (one of them loads the demo data) and nginx…');
const cluster = await startCluster({ port, echo: (line) => console.log(line) });
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping nginx, the instances and PostgreSQL…`);
  await cluster.stop();
  console.log('Stopped; the cluster folder is deleted.');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
console.log(
  `\nPortal Socios (cluster): ${cluster.url}\n` +
    cluster.instances.map((i) => `  instance ${i.name}: ${i.url}\n`).join('') +
    `  PostgreSQL: ${cluster.databaseUrl}\n` +
    `  Correo: carpeta ${cluster.dataDir}/outbox\n` +
    '  Each answer names its instance in the X-Instance header. Ctrl-C stops everything.\n',
);
