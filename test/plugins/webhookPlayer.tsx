/**
 * A host's own build of the player that reports learning events to its webhook (docs/tracking.md).
 * It changes nothing in core/ or app/: it calls the player's composition root with the sink it adds.
 * The webhook's address is the host's build setting (WEBHOOK_URL, a webpack DefinePlugin constant).
 */
import 'reflect-metadata/lite';
import '../../app/styles';
import { startPlayer } from '../../app/startPlayer';
import { webhookSink } from './webhookSink';

declare const WEBHOOK_URL: string;

startPlayer(document.getElementById('root') as HTMLElement, { sinks: [webhookSink({ url: WEBHOOK_URL })] });
