import type { QuestionViewProps } from '@core';
import type { Response } from './model';

/** The page body: the author's learning content blocks (the app renders the fragments). */
export default function View({ question, renderBlocks }: QuestionViewProps<Response>) {
  return <div className="content-page-body">{renderBlocks(question.learningContents) as never}</div>;
}
