performance.mark('player:script');
import '../styles/base.css';
import { startCover } from './startCover';

// The entry of a page with a pre-rendered cover (scripts/prerender); app/main.tsx is the plain page's.
startCover(document.getElementById('root') as HTMLElement);
