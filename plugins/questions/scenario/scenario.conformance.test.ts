import { describeQuestionTypeConformance } from '../../../test/conformance/kit';
import plugin from '.';
import { examples } from './examples';

describeQuestionTypeConformance(plugin, examples);
