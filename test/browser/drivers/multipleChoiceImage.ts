import { imageChoiceDriver } from './imageChoice';

export const driver = imageChoiceDriver(true);
