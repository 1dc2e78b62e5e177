// The player behind a pre-rendered cover (app/cover/startCover.tsx): everything app/main.tsx loads
// but the stylesheet, which the cover's entry already has. tsyringe needs reflect-metadata first.
import 'reflect-metadata';

export { startPlayer } from '../startPlayer';
