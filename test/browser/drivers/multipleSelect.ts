import { choiceDriver } from './choice';

export const driver = choiceDriver(true);
