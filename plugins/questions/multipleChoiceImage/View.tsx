import type { QuestionViewProps } from '@core';
import { ImageChoiceGrid } from '../shared/ImageChoiceGrid';
import { answersOf, type Response } from './model';

export default function View(props: QuestionViewProps<Response>) {
  return <ImageChoiceGrid {...props} answers={answersOf(props.question)} multiple={true} />;
}
