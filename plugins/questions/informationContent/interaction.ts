import type { Interaction } from '@core';

/** Content pages are 'experienced', not answered; as an interaction they are 'other' with no response. */
export function toInteraction(): Interaction {
  return { interactionType: 'other', response: '' };
}
