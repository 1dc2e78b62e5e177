import { describeQuestionTypeConformance } from '../../../test/conformance/kit';
import plugin from '.';
import { examples } from './examples';

// Note: the kit's "a wrong response is answered and scores 0" cannot hold for an open question,
// where every answered text scores 100 (SPEC 5.1); see the kit change proposed for the lead.
describeQuestionTypeConformance(plugin, examples);
