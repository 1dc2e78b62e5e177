import 'reflect-metadata';
import './styles/base.css';
import { startPlayer } from './startPlayer';

startPlayer(document.getElementById('root') as HTMLElement);
