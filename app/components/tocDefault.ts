import { useState } from 'react';
import { isNarrowScreen } from '../hooks/narrowScreen';

/** SPEC 2.6: the initial state follows the courseNavigationMenu setting, and small screens start collapsed. */
export function useTocDefault(setting: 'expandByDefault' | 'collapseByDefault'): [boolean, (open: boolean) => void] {
  return useState(() => setting === 'expandByDefault' && (typeof window === 'undefined' || !isNarrowScreen()));
}
