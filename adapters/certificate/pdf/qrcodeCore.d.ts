/** qrcode's core (the module matrix) without its renderers: the package names it in no typings of its own. */
declare module 'qrcode/lib/core/qrcode' {
  export { create } from 'qrcode';
}
