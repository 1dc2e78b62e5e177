// The player behind a pre-rendered cover (app/cover/startCover.tsx): everything app/main.tsx loads
// but the stylesheet, which the cover's entry already has. tsyringe needs reflect-metadata first
// (its lite build: no Map/Set/WeakMap polyfills, which every browser the player supports has).
import 'reflect-metadata/lite';

export { startPlayer } from '../startPlayer';
