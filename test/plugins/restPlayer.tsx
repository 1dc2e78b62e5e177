/**
 * A host's own build of the player that keeps progress at its own HTTP endpoint (docs/plugins.md,
 * "Adding a delivery backend"). It changes nothing in core/ or app/: it calls the player's composition
 * root with the backend it adds. The endpoint's origin is the host's build setting (PROGRESS_ORIGIN, a
 * webpack DefinePlugin constant); a link names the record with `?progressUrl=`.
 */
import 'reflect-metadata/lite';
import '../../app/styles';
import { startPlayer } from '../../app/startPlayer';
import { restDelivery } from './restDelivery';

declare const PROGRESS_ORIGIN: string;

startPlayer(document.getElementById('root') as HTMLElement, { deliveries: [restDelivery({ allowedOrigins: [PROGRESS_ORIGIN] })] });
