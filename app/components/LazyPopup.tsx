import { lazy, Suspense, type ComponentProps } from 'react';

const Popup = lazy(() => import(/* webpackChunkName: "popup" */ './Popup').then((m) => ({ default: m.Popup })));

/**
 * The popup of SPEC 2.8, loaded the first time one opens: the first page carries no dialog code.
 * Closing unmounts it, which closes the dialog and returns focus (see Popup).
 */
export function LazyPopup(props: ComponentProps<typeof Popup>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
