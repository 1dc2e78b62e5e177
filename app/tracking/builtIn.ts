export { lrsTracking } from '../../adapters/tracking/lrs';
export { xapiLaunchTracking } from '../../adapters/tracking/xapiLaunch';
export { npsTracking } from '../../adapters/tracking/nps';
export { lxpTracking } from '../../adapters/tracking/lxp';
export { lmsXapiTracking } from '../../adapters/tracking/lmsXapi';
