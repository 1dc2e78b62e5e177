export { lrsTracking } from '../../adapters/tracking/lrs';
export { xapiLaunchTracking } from '../../adapters/tracking/xapiLaunch';
