/**
 * Product events of SPEC 4.8 that other parts listen to (tracking sinks, the app): a tiny typed
 * emitter, so core needs no event library.
 */
export interface PlayerEventMap {
  completed: { status: string; previous: string; score: number };
  answered: { questionId: string; score: number };
  attemptSubmitted: { attempt: number; score: number };
  attemptStarted: { attempt: number };
  timedOut: Record<string, never>;
}

type Listener<K extends keyof PlayerEventMap> = (payload: PlayerEventMap[K]) => void;

export class PlayerEvents {
  private readonly listeners = new Map<keyof PlayerEventMap, Set<Listener<never>>>();

  on<K extends keyof PlayerEventMap>(event: K, listener: Listener<K>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener<never>);
  }

  emit<K extends keyof PlayerEventMap>(event: K, payload: PlayerEventMap[K]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as Listener<K>)(payload);
  }
}
