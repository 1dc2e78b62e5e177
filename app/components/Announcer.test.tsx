import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { Announcer, useAnnounce } from './Announcer';

function Page() {
  const announce = useAnnounce();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => announce('Your choice is: Answer 3')}>
        choose
      </button>
      <button type="button" onClick={() => navigate('/next')}>
        next
      </button>
    </>
  );
}

/** A page that says something as soon as it opens. */
function Arrival() {
  const announce = useAnnounce();
  useEffect(() => announce('Page two'), [announce]);
  return <Page />;
}

const region = () => screen.getByTestId('announcer');

describe('Announcer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    render(
      <MemoryRouter initialEntries={['/first']}>
        <Announcer>
          <Page />
        </Announcer>
      </MemoryRouter>,
    );
  }

  it('says a message in a polite status region', () => {
    setup();
    fireEvent.click(screen.getByText('choose'));
    act(() => jest.advanceTimersByTime(50));
    expect(region().textContent).toBe('Your choice is: Answer 3');
    expect([region().getAttribute('role'), region().getAttribute('aria-live')]).toEqual(['status', 'polite']);
  });

  it('empties the region when the learner moves to another page', () => {
    setup();
    fireEvent.click(screen.getByText('choose'));
    act(() => jest.advanceTimersByTime(50));
    fireEvent.click(screen.getByText('next'));
    expect(region().textContent).toBe('');
  });

  it('drops a message still on its way when the page changes', () => {
    setup();
    fireEvent.click(screen.getByText('choose'));
    fireEvent.click(screen.getByText('next'));
    act(() => jest.advanceTimersByTime(1000));
    expect(region().textContent).toBe('');
  });

  it('keeps what the new page says as it opens', () => {
    render(
      <MemoryRouter initialEntries={['/first']}>
        <Announcer>
          <Routes>
            <Route path="/first" element={<Page />} />
            <Route path="/next" element={<Arrival />} />
          </Routes>
        </Announcer>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('choose'));
    fireEvent.click(screen.getByText('next'));
    act(() => jest.advanceTimersByTime(50));
    expect(region().textContent).toBe('Page two');
  });

  it('keeps what the new page says once it is there', () => {
    setup();
    fireEvent.click(screen.getByText('next'));
    fireEvent.click(screen.getByText('choose'));
    act(() => jest.advanceTimersByTime(50));
    expect(region().textContent).toBe('Your choice is: Answer 3');
  });
});
