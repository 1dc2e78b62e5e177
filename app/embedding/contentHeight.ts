/**
 * The player's content height, whenever it changes (ResizeObserver on the app's root). In a frame
 * sized to its content the page's one-screen-tall rules (min-height: 100vh) would hold the content
 * at the frame's height forever, so they give way here: the height is what the content needs, and
 * the wide layout's table of contents is as long as it is (no scrolling box inside the frame).
 */
const AUTO_HEIGHT = `
html.player-embedded .app-shell, html.player-embedded .cover { min-height: 0; }
html.player-embedded .cover-hero { position: relative; height: auto; }
html.player-embedded .cover-hero-inner { height: auto; overflow: visible; }
html.player-embedded .toc { max-height: none; }
`;

export function watchContentHeight(doc: Document, onHeight: (height: number) => void): () => void {
  const root = doc.getElementById('root') ?? doc.body;
  doc.documentElement.classList.add('player-embedded');
  const style = doc.createElement('style');
  style.textContent = AUTO_HEIGHT;
  doc.head.append(style);
  let last = -1;
  const measure = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last || height === 0) return;
    last = height;
    onHeight(height);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(root);
  measure();
  return () => observer.disconnect();
}
