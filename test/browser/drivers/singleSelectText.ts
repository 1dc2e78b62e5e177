import { choiceDriver } from './choice';

export const driver = choiceDriver(false);
