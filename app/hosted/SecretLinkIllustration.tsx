/** An envelope carrying a link: the continue-later popup's illustration (SPEC 2.8). */
export function SecretLinkIllustration({ label }: { label: string }) {
  return (
    <svg className="secret-link-illustration" width="120" height="88" viewBox="0 0 120 88" role="img" aria-label={label}>
      <rect x="8" y="14" width="104" height="66" rx="8" fill="var(--accent-tint)" stroke="var(--accent-text)" strokeWidth="3" />
      <path d="M10 18l50 36 50-36" fill="none" stroke="var(--accent-text)" strokeWidth="3" strokeLinejoin="round" />
      <g fill="none" stroke="var(--accent-text)" strokeWidth="4" strokeLinecap="round">
        <path d="M74 66l8-8a8 8 0 0 1 11 11l-6 6" />
        <path d="M90 62l-8 8a8 8 0 0 1-11-11l6-6" />
      </g>
    </svg>
  );
}
