// The lite build of reflect-metadata (no Map/Set/WeakMap polyfills, which every browser the player
// supports has): tsyringe needs it before anything else.
import 'reflect-metadata/lite';

performance.mark('player:script');
import './styles';
import { startPlayer } from './startPlayer';

startPlayer(document.getElementById('root') as HTMLElement);
