/**
 * The PDF library, loaded only when a document block is scrolled near (never on the first page's
 * bundle): pdfjs-dist in its own chunk, its worker as a module worker chunk, one worker for the page.
 */
import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';

type Pdfjs = typeof import('pdfjs-dist');

let library: Promise<{ pdfjs: Pdfjs; worker: PDFWorker }> | null = null;

function load() {
  library ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    const port = new Worker(/* webpackChunkName: "pdf-worker" */ new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
    // The constructor's declared type says null only; PDFWorkerParameters (and the code) take a Worker.
    const params = { port } as unknown as ConstructorParameters<typeof pdfjs.PDFWorker>[0];
    return { pdfjs, worker: new pdfjs.PDFWorker(params) };
  });
  library.catch(() => {
    library = null;
  });
  return library;
}

export interface OpenedPdf {
  pdfjs: Pdfjs;
  doc: PDFDocumentProxy;
  close(): void;
}

/** Opens a PDF by URL with the shared worker; close() frees the document (the worker stays for others). */
export async function openPdf(url: string): Promise<OpenedPdf> {
  const { pdfjs, worker } = await load();
  const task = pdfjs.getDocument({ url, worker, isEvalSupported: false });
  const doc = await task.promise;
  return {
    pdfjs,
    doc,
    close: () => {
      void task.destroy();
      pdfjs.TextLayer.cleanup();
    },
  };
}
