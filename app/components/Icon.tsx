/** Inline SVG icons: decorative unless a label is given. */
const PATHS: Record<string, string> = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  back: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  cross: 'M6 6l12 12M18 6L6 18',
  answered: 'M4 5h16v11H9l-5 4z',
  page: 'M7 3h7l5 5v13H7zM14 3v5h5',
  question: 'M9.2 9a3 3 0 1 1 4.3 2.7c-.9.5-1.5 1.1-1.5 2.1v.7M12 18h.01',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  chevron: 'M6 9l6 6 6-6',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  accessibility: 'M12 5.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM5 8l7 1.5L19 8M12 9.5V14m0 0l-3.5 7M12 14l3.5 7',
  alert: 'M12 3l9.5 17h-19zM12 10v4.5M12 17.5h.01',
  home: 'M3 11l9-8 9 8M5 9.5V21h14V9.5',
  pause: 'M9 5v14M15 5v14',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  // A door and an arrow leaving it: signing out, leaving the course (mirrored right to left in app/styles/base.css).
  'sign-out': 'M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M15 16l4-4-4-4M19 12H9',
  // The font-size control's decrease and increase (SPEC 2.7).
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
};

export function Icon({ name, label, size = 20 }: { name: keyof typeof PATHS | string; label?: string; size?: number }) {
  return (
    <svg
      className={`icon icon-${name}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name] ?? ''} />
    </svg>
  );
}
