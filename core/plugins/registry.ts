import { PlayerError } from '../errors/catalogue';
import type { BlockState } from './BlockState';
import { BlockStateCatalogue } from './blockStateCatalogue';
import type { AnyContentBlock } from './ContentBlock';
import { isLazyQuestionType, type AnyQuestionType, type LazyQuestionType } from './QuestionType';

/** Edit distance, to name the plugin an unknown id was probably meant to be. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/**
 * Holds every question type and content block plugin. Registration happens at startup; after
 * freeze() nothing can be added, so a plugin cannot appear halfway through a session.
 */
export class PluginRegistry {
  private readonly questionTypes = new Map<string, AnyQuestionType>();
  /** Types registered by id whose code is loaded by prepare() when a course uses them. */
  private readonly lazyTypes = new Map<string, LazyQuestionType>();
  private readonly blocks = new Map<string, AnyContentBlock>();
  private readonly states = new BlockStateCatalogue();
  private frozen = false;

  registerQuestionType(definition: AnyQuestionType | LazyQuestionType): this {
    this.assertOpen(`question type '${definition?.id}'`);
    if (!definition || typeof definition.id !== 'string' || !definition.id) {
      throw new PlayerError('registry', 'A question type plugin must have a non-empty string id.');
    }
    if (this.questionTypes.has(definition.id) || this.lazyTypes.has(definition.id)) {
      throw new PlayerError(
        'registry',
        `Question type '${definition.id}' is registered twice: only one plugin may claim a type id (check plugins/questions/${definition.id}/ and any custom plugin).`,
      );
    }
    if (isLazyQuestionType(definition)) this.lazyTypes.set(definition.id, definition);
    else this.questionTypes.set(definition.id, definition);
    return this;
  }

  /**
   * Loads the code of the lazily registered types among `ids` (the types a course uses), so that
   * questionType() can hand them out synchronously afterwards. Unknown ids are left alone: the
   * course shows an error card for them.
   */
  async prepare(ids: Iterable<string>): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => this.lazyTypes.has(id) && !this.questionTypes.has(id));
    await Promise.all(
      wanted.map(async (id) => {
        const plugin = (await this.lazyTypes.get(id)!.load()).default;
        if (plugin?.id !== id) throw new PlayerError('registry', `The plugin loaded for question type '${id}' declares the id '${plugin?.id}'.`);
        this.questionTypes.set(id, plugin);
      }),
    );
  }

  registerBlock(definition: AnyContentBlock): this {
    this.assertOpen(`content block '${definition?.dataType}'`);
    for (const dataType of [definition.dataType, ...(definition.aliases ?? [])]) {
      if (this.blocks.has(dataType)) {
        throw new PlayerError('registry', `Content block '${dataType}' is registered twice: only one plugin may claim a data-type.`);
      }
    }
    this.states.add(definition);
    for (const dataType of [definition.dataType, ...(definition.aliases ?? [])]) this.blocks.set(dataType, definition);
    return this;
  }

  // Block states (issue 20 item 3): the blocks' declarations, checked as they register in
  // registerBlock (blockStateCatalogue.ts); the record, its reader, the codec and the session read them here.
  /** The state every registered block declares, in registration order (core/plugins/BlockState.ts). */
  blockStates(): readonly BlockState[] {
    return this.states.list();
  }
  // End of block states.

  freeze(): this {
    this.frozen = true;
    return this;
  }

  get isFrozen(): boolean {
    return this.frozen;
  }

  hasQuestionType(id: string): boolean {
    return this.questionTypes.has(id) || this.lazyTypes.has(id);
  }

  /** Fails loudly on an unknown id, naming the plugin that is probably missing. */
  questionType(id: string): AnyQuestionType {
    const found = this.questionTypes.get(id);
    if (found) return found;
    if (this.lazyTypes.has(id)) throw new PlayerError('registry', `Question type '${id}' is registered but not loaded: call prepare() with the course's types first.`);
    throw new PlayerError('registry', this.unknownMessage('question type', id, [...this.questionTypes.keys()], 'plugins/questions'));
  }

  block(dataType: string): AnyContentBlock | undefined {
    return this.blocks.get(dataType);
  }

  questionTypeIds(): string[] {
    return [...new Set([...this.questionTypes.keys(), ...this.lazyTypes.keys()])];
  }

  blockTypes(): string[] {
    return [...this.blocks.keys()];
  }

  private unknownMessage(kind: string, id: string, known: string[], folder: string): string {
    const near = known
      .map((k) => ({ k, d: distance(k.toLowerCase(), String(id).toLowerCase()) }))
      .sort((a, b) => a.d - b.d)[0];
    const hint =
      near && near.d <= 3
        ? ` Did you mean '${near.k}'?`
        : ` The plugin ${folder}/${id}/ is probably missing or not registered at startup.`;
    return `No ${kind} plugin is registered for '${id}'.${hint} Registered: ${known.join(', ') || 'none'}.`;
  }

  private assertOpen(what: string): void {
    if (this.frozen) {
      throw new PlayerError('registry', `Cannot register ${what}: the plugin registry is frozen after startup.`);
    }
  }
}
