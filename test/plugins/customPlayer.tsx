/**
 * A host's own build of the player with one extra question type (docs/plugins.md). It changes
 * nothing in core/ or app/: it calls the player's composition root with the type it adds.
 */
import 'reflect-metadata/lite';
import '../../app/styles';
import { startPlayer } from '../../app/startPlayer';
import numericAnswer from './numericAnswer';

startPlayer(document.getElementById('root') as HTMLElement, { questionTypes: [numericAnswer] });
