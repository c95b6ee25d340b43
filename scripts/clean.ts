// `npm run clean`: removes the app's data (DATA_DIR, default ./data: database, uploads, mail outbox) and,
// as root, its PostgreSQL cluster relocated under /var/lib/riparami, plus any cluster whose DATA_DIR is gone.
// Refused while an app is running on that DATA_DIR.
import path from 'node:path';
import { removeDataDir, removeOrphanedClusters } from '../server/db/embedded.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
if (!(await removeDataDir(dataDir))) {
  console.error(`${dataDir} è in uso da un'app avviata: fermala prima di pulire.`);
  process.exit(1);
}
const orphans = await removeOrphanedClusters();
console.log(`Rimosso ${dataDir}${orphans > 0 ? ` e ${orphans} cluster PostgreSQL orfani` : ''}.`);
