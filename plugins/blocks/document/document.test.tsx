import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import plugin from './index';
import { clampPage, formatSize, keyAction, parseDocumentBlock, zoomIn, zoomOut, ZOOMS } from './model';
import View from './View';

const openPdf = jest.fn();
jest.mock('./pdfjs', () => ({ openPdf: (url: string) => openPdf(url) }));

const DOC = `<div class="eg-content-editor" data-type="document" data-document-url="media/care.pdf" data-file-name="care-sheet.pdf"
  data-title="Care sheet" data-file-size="33188"><p>Print it.</p><p><a href="media/care.pdf">care-sheet.pdf</a></p></div>`;

function fakePdf(pages: number) {
  const close = jest.fn();
  return {
    close,
    pdf: {
      close,
      pdfjs: { TextLayer: class { render = () => Promise.resolve(); } },
      doc: {
        numPages: pages,
        getPage: () =>
          Promise.resolve({
            getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale, scale }),
            render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
            streamTextContent: () => ({}),
          }),
      },
    },
  };
}

describe('document model', () => {
  it('is the document data-type', () => expect(plugin.dataType).toBe('document'));

  it('reads the file, its name, title, size and the author’s text without the file link', () => {
    const data = parseDocumentBlock(fragment(DOC), (p) => `http://c.test/${p}`)!;
    expect(data).toMatchObject({ url: 'http://c.test/media/care.pdf', fileName: 'care-sheet.pdf', title: 'Care sheet', isPdf: true, size: 33188 });
    expect(data.text?.textContent?.trim()).toBe('Print it.');
  });

  it('reads a plain link, tells PDFs from other files, and refuses unsafe URLs', () => {
    const link = parseDocumentBlock(fragment('<div data-type="document"><a href="http://c.test/media/Plant%20log.pdf">Plant log</a></div>'))!;
    expect(link).toMatchObject({ url: 'http://c.test/media/Plant%20log.pdf', fileName: 'Plant log.pdf', title: 'Plant log', isPdf: true, size: null, text: null });
    expect(parseDocumentBlock(fragment('<div data-type="document" data-url="media/plan.xlsx"></div>'))!.isPdf).toBe(false);
    expect(parseDocumentBlock(fragment('<div data-type="document" data-url="media/file" data-document-type="application/pdf"></div>'))!.isPdf).toBe(true);
    expect(parseDocumentBlock(fragment('<div data-type="document" data-url="javascript:alert(1)"></div>'))).toBeNull();
    expect(parseDocumentBlock(fragment('<div data-type="document"><p>No file</p></div>'))).toBeNull();
  });

  it('shows sizes in Kb or MB (SPEC 9.5), clamps pages and zoom steps', () => {
    expect(formatSize(33188)).toBe('32 Kb');
    expect(formatSize(200)).toBe('1 Kb');
    expect(formatSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(zoomIn(ZOOMS.length - 1)).toBe(ZOOMS.length - 1);
    expect(zoomOut(0)).toBe(0);
  });

  it('maps keys to viewer actions, the arrows following the reading direction', () => {
    expect(keyAction('PageDown', false, false)).toBe('next');
    expect(keyAction('ArrowRight', false, false)).toBe('next');
    expect(keyAction('ArrowRight', true, false)).toBe('previous');
    expect(keyAction('ArrowLeft', true, false)).toBe('next');
    expect(keyAction('ArrowLeft', false, true)).toBeNull(); // scrolling a zoomed page sideways
    expect(keyAction('End', false, false)).toBe('last');
    expect(keyAction('+', false, false)).toBe('zoomIn');
    expect(keyAction('-', false, false)).toBe('zoomOut');
    expect(keyAction('0', false, false)).toBe('zoomReset');
    expect(keyAction('a', false, false)).toBeNull();
  });
});

describe('document view', () => {
  beforeEach(() => openPdf.mockReset());

  it('opens the PDF lazily and turns pages with buttons and keys, announcing each page', async () => {
    const fake = fakePdf(3);
    openPdf.mockResolvedValue(fake.pdf);
    const announce = jest.fn();
    const { container, unmount } = render(<View {...blockViewProps(fragment(DOC), { announce })} />);
    await waitFor(() => expect(container.querySelector('.bd-doc-viewer')!.getAttribute('data-status')).toBe('ready'));
    expect(openPdf).toHaveBeenCalledWith('http://course.test/media/care.pdf');
    expect(screen.getByText('[page counter caption] {"index":1,"total":3}')).toBeTruthy();
    const prev = screen.getByRole('button', { name: /\[previous\]/ });
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /\[next\]/ }));
    expect(container.querySelector('.bd-doc-viewer')!.getAttribute('data-page')).toBe('2');
    expect(announce).toHaveBeenLastCalledWith('[page counter caption] {"index":2,"total":3}');
    const stage = screen.getByRole('region');
    expect(stage.getAttribute('tabindex')).toBe('0');
    expect(stage.getAttribute('aria-label')).toBe('Care sheet: [page counter caption] {"index":2,"total":3}');
    fireEvent.keyDown(stage, { key: 'End' });
    expect(container.querySelector('.bd-doc-viewer')!.getAttribute('data-page')).toBe('3');
    expect(screen.getByRole('button', { name: /\[next\]/ }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /\[next\]/ }));
    expect(container.querySelector('.bd-doc-viewer')!.getAttribute('data-page')).toBe('3');
    fireEvent.keyDown(stage, { key: 'PageUp' });
    expect(container.querySelector('.bd-doc-viewer')!.getAttribute('data-page')).toBe('2');
    fireEvent.keyDown(stage, { key: '+' });
    expect(screen.getByRole('button', { name: 'player:zoom fit' }).textContent).toBe('125%');
    fireEvent.click(screen.getByRole('button', { name: 'player:zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'player:zoom out' }));
    expect(screen.getByRole('button', { name: 'player:zoom fit' }).textContent).toBe('75%');
    fireEvent.keyDown(stage, { key: '0' });
    expect(screen.getByRole('button', { name: 'player:zoom fit' }).textContent).toBe('100%');
    unmount();
    expect(fake.close).toHaveBeenCalled();
  });

  it('always offers the download link with the file name and size', async () => {
    openPdf.mockResolvedValue(fakePdf(1).pdf);
    const { container } = render(<View {...blockViewProps(fragment(DOC))} />);
    const link = container.querySelector('a.bd-doc-download-link')!;
    expect(link.getAttribute('href')).toBe('http://course.test/media/care.pdf');
    expect(link.getAttribute('download')).toBe('care-sheet.pdf');
    expect(link.textContent).toContain('[download file]');
    expect(link.textContent).toContain('(care-sheet.pdf, 32 Kb)');
    await waitFor(() => expect(container.querySelector('[data-status=ready]')).not.toBeNull());
  });

  it('falls back to the browser’s own viewer in a titled frame when the library fails', async () => {
    openPdf.mockRejectedValue(new Error('no worker'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<View {...blockViewProps(fragment(DOC))} />);
    await waitFor(() => expect(container.querySelector('.bd-doc-fallback')).not.toBeNull());
    const frame = container.querySelector('.bd-doc-fallback iframe')!;
    expect(frame.getAttribute('src')).toBe('http://course.test/media/care.pdf');
    expect(frame.getAttribute('title')).toBe('Care sheet');
    expect(screen.getByText('player:pdf browser viewer')).toBeTruthy();
    expect(container.querySelector('a.bd-doc-download-link')).not.toBeNull();
    warn.mockRestore();
  });

  it('never frames a package file when the library fails: the player origin would run it unsandboxed, and a sandbox blocks the PDF viewer', async () => {
    openPdf.mockRejectedValue(new Error('no worker'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The package sits beside the player: its files share the page's origin (jsdom's http://localhost).
    const { container } = render(<View {...blockViewProps(fragment(DOC), { mediaUrl: (p) => new URL(p, window.location.href).href })} />);
    await waitFor(() => expect(container.querySelector('.bd-doc-fallback')).not.toBeNull());
    expect(container.querySelector('iframe, object, embed')).toBeNull();
    expect(screen.getByText('player:pdf not shown')).toBeTruthy();
    expect(container.querySelector('a.bd-doc-download-link')!.getAttribute('download')).toBe('care-sheet.pdf');
    warn.mockRestore();
  });

  it('offers only the download link for a file that is not a PDF', () => {
    const { container } = render(<View {...blockViewProps(fragment('<div data-type="document" data-url="media/plan.xlsx" data-title="Plan"></div>'))} />);
    expect(container.querySelector('.bd-doc-viewer')).toBeNull();
    expect(container.querySelector('a.bd-doc-download-link')!.getAttribute('download')).toBe('plan.xlsx');
    expect(openPdf).not.toHaveBeenCalled();
  });

  it('shows the author’s HTML when there is no file', () => {
    render(<View {...blockViewProps(fragment('<div data-type="document"><p>Soon</p></div>'))} />);
    expect(screen.getByTestId('static').textContent).toBe('Soon');
  });
});
