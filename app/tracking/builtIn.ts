export { lrsTracking } from '../../adapters/tracking/lrs';
