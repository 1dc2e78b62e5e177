/*
 * The player's style sheets, in cascade order: each later file may rely on the rules before it (the
 * narrow-screen rules override the pages', the gates the cover's). Both entries (the player and the
 * pre-rendered cover's script) import this one list, so they cannot differ. package.json names this
 * file among its side effects: webpack would otherwise drop a module that only imports.
 */
import './base.css';
import './cover.css';
import './pages.css';
import './screens.css';
import './narrow.css';
import './overlays.css';
import './accessibility.css';
