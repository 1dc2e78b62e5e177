import { PLAYER_ENGLISH } from '@core';

/** Full-screen loader while the package loads; says so when a failing request is being retried. */
export function Loader({ reconnecting = false }: { reconnecting?: boolean }) {
  return (
    <main className="boot" aria-busy="true">
      <div className="boot-spinner" role="img" aria-label={PLAYER_ENGLISH['[aria label loader]']} />
      {reconnecting ? (
        <p className="boot-status" role="status">
          {PLAYER_ENGLISH['player:reconnecting']}
        </p>
      ) : null}
    </main>
  );
}
