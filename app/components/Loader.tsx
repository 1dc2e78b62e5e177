
// Shown before any label file has loaded, so in the player's own English.
const RECONNECTING = 'Connection problem: trying again…';

/** Full-screen loader while the package loads; says so when a failing request is being retried. */
export function Loader({ reconnecting = false }: { reconnecting?: boolean }) {
  return (
    <main className="boot" aria-busy="true">
      <div className="boot-spinner" role="img" aria-label="Loading" />
      {reconnecting ? (
        <p className="boot-status" role="status">
          {RECONNECTING}
        </p>
      ) : null}
    </main>
  );
}
