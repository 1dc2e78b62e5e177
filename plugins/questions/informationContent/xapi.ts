import type { XapiInteraction } from '@core';

/** Content pages are 'experienced', not answered; as an interaction they are 'other' with no response. */
export function toXapi(): XapiInteraction {
  return { interactionType: 'other', response: '' };
}
