/**
 * One process contending for PGlite data folders (dataDirLock.test.ts forks several): on 'lock' it
 * tries to lock the folder and answers whether it holds it; on 'release' it lets go. It holds what it
 * locked until told, or until it is killed (which leaves a stale lock, as a crash does). It says
 * 'lost' when another process took a folder over from it.
 */
import { lockDataDir } from '../../../server/storage/dataDirLock';

type Command = { type: 'lock'; dir: string } | { type: 'release' };

const send = (message: object) => process.send?.(message);
const held: Array<() => void> = [];

process.on('message', (command: Command) => {
  if (command.type === 'lock') {
    try {
      held.push(lockDataDir(command.dir, () => send({ type: 'lost' })));
      send({ type: 'locked', held: true });
    } catch (e) {
      send({ type: 'locked', held: false, message: (e as Error).message });
    }
  } else if (command.type === 'release') {
    held.splice(0).forEach((release) => release());
    send({ type: 'released' });
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
