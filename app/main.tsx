import 'reflect-metadata';

performance.mark('player:script');
import './styles';
import { startPlayer } from './startPlayer';

startPlayer(document.getElementById('root') as HTMLElement);
