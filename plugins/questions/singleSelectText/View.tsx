import type { QuestionViewProps } from '@core';
import { ChoiceList } from '../shared/ChoiceList';
import { answersOf, type Response } from './model';

export default function View(props: QuestionViewProps<Response>) {
  return <ChoiceList {...props} answers={answersOf(props.question)} multiple={false} />;
}
