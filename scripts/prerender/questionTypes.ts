import path from 'node:path';
import { isLazyPlugin } from '../../core/plugins/lazyPlugin';
import type { AnyQuestionType, QuestionTypes } from '../../core/plugins/QuestionType';
import { builtInQuestionTypes } from '../../plugins/questions';

let types: QuestionTypes | null = null;

/**
 * The player's built-in question types, for the pre-render: whether a question counts towards
 * passing is its type's to say (SPEC 3.4), and the cover's status rows count those (core/cover).
 * The player loads a type's code with import() when a course uses it; tsx, which runs the
 * pre-render, cannot follow those, so a lazy type is required from its folder, named by its id
 * (docs/architecture.md, "Plugins"). A host's own types are not known here: their questions count
 * as unsupported ones do, on the cover and in the player alike, only once the player has them.
 */
export function builtInTypes(): QuestionTypes {
  if (!types) {
    const byId = new Map<string, AnyQuestionType>();
    for (const entry of builtInQuestionTypes) {
      const loaded = isLazyPlugin(entry) ? (require(path.join(__dirname, '..', '..', 'plugins', 'questions', entry.id)) as { default: AnyQuestionType }).default : (entry as AnyQuestionType);
      byId.set(entry.id, loaded);
    }
    types = {
      hasQuestionType: (id) => byId.has(id),
      questionType: (id) => {
        const type = byId.get(id);
        if (!type) throw new Error(`No built-in question type ${id}`);
        return type;
      },
    };
  }
  return types;
}
