import { defineContentBlock } from '@core';

/**
 * The text and image layouts of SPEC 2.12: one view for every column layout (model.ts lists the
 * fragment shapes). Static author HTML: no learner state.
 */
export default defineContentBlock({
  dataType: 'textEditorOneColumn',
  aliases: [
    'textEditorWithoutHeading',
    'textEditorTwoColumns',
    'textEditorThreeColumns',
    'imageEditorOneColumn',
    'imageEditorTwoColumns',
    'imageEditorThreeColumns',
    'imageInTheLeft',
    'imageInTheRight',
    'imageOnTheBottom',
  ],
  loadView: () => import(/* webpackChunkName: "b-textEditorOneColumn" */ './View'),
});
