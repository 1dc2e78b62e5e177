import { defineContentBlock } from '@core';

/** document (SPEC 2.12): a PDF viewer (pdfjs-dist, loaded lazily) with a download link. */
export default defineContentBlock({
  dataType: 'document',
  loadView: () => import(/* webpackChunkName: "b-document" */ './View'),
});
