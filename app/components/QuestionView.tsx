import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import type { AnyQuestionType, QuestionViewProps } from '@core';
import { GateHold } from './BlockGate';

const cache = new WeakMap<AnyQuestionType, ComponentType<QuestionViewProps<unknown>>>();

/** The plugin's view, loaded when its first page is shown (plugins load lazily). */
function viewOf(plugin: AnyQuestionType): ComponentType<QuestionViewProps<unknown>> {
  let view = cache.get(plugin);
  if (!view) {
    view = lazy(() => plugin.loadView() as Promise<{ default: ComponentType<QuestionViewProps<unknown>> }>);
    cache.set(plugin, view);
  }
  return view;
}

export function QuestionView({ plugin, ...props }: QuestionViewProps<unknown> & { plugin: AnyQuestionType }) {
  const View = useMemo(() => viewOf(plugin), [plugin]);
  return (
    <Suspense fallback={<GateHold />}>
      <View {...props} />
    </Suspense>
  );
}
