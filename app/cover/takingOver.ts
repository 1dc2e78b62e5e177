let takingOver = false;

/** True while the app's first render replaces the pre-rendered cover (app/cover/takeOver.ts). */
export function isTakingOver(): boolean {
  return takingOver;
}

export function setTakingOver(value: boolean): void {
  takingOver = value;
}
