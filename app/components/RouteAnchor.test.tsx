import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, NavLink, Route, Routes } from 'react-router-dom';
import { PlayerRouter } from './PlayerRouter';
import { RouteAnchor } from './RouteAnchor';

const LAUNCH = 'http://localhost/course/index.html?language=ar&lmsSession=42';

beforeEach(() => window.history.replaceState(null, '', `${LAUNCH}#/`));

describe('SPEC 2.1: a link to a route is the page address, query included, then the route', () => {
  it("PlayerRouter's Link and NavLink write the whole address, and following one changes only the hash", async () => {
    render(
      <PlayerRouter>
        <Link to="/sections/s1">Section</Link>
        <NavLink to="/results">Results</NavLink>
        <Routes>
          <Route path="/" element={<h1>Cover</h1>} />
          <Route path="/sections/:id" element={<h1>A section</h1>} />
        </Routes>
      </PlayerRouter>,
    );
    expect(screen.getByText('Section').getAttribute('href')).toBe(`${LAUNCH}#/sections/s1`);
    expect(screen.getByText('Results').getAttribute('href')).toBe(`${LAUNCH}#/results`);
    await act(async () => {
      fireEvent.click(screen.getByText('Section'));
    });
    expect(window.location.href).toBe(`${LAUNCH}#/sections/s1`);
    expect(screen.getByRole('heading').textContent).toBe('A section');
  });

  it('RouteAnchor renders the route on the server and the whole address once hydrated', async () => {
    const markup = renderToString(<RouteAnchor route="/sections/s1">Section</RouteAnchor>);
    expect(markup).toBe('<a href="#/sections/s1">Section</a>');
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <RouteAnchor route="/sections/s1">Section</RouteAnchor>, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(container.querySelector('a')!.getAttribute('href')).toBe(`${LAUNCH}#/sections/s1`);
    expect(recoverable).toEqual([]);
    container.remove();
  });

  it('no screen writes a route link of its own: no HashRouter, no href="#/…" in app/ and plugins/', () => {
    const root = path.join(__dirname, '..', '..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return sources(full);
        // The two that make route links, and tests, are not screens.
        return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|^(RouteAnchor|PlayerRouter)\.tsx$/.test(e.name) ? [full] : [];
      });
    const offenders = [...sources(path.join(root, 'app')), ...sources(path.join(root, 'plugins'))].filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /<HashRouter\b/.test(text) || /href=\{?\s*[`'"]#(\/|\$\{)/.test(text);
    });
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});
