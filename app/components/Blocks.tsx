import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { AnyContentBlock, BlockPlace, BlockRef, ContentBlockViewProps } from '@core';
import { useSession, useT } from '../hooks/session';
import { useAnnounce } from './Announcer';
import { BlockBoundary, hasReadableContent } from './BlockBoundary';
import { GateHold, useGateReport } from './BlockGate';
import { Icon } from './Icon';
import { useImagePreview } from './ImagePreview';
import { sanitizeFragment } from './sanitize';

type Loaded = { root: Element | null; fragment: DocumentFragment; raw: string };
type State = { kind: 'loading' } | { kind: 'ready'; loaded: Loaded } | { kind: 'failed' };

const ITEM_SUFFIX = 'Item';

/**
 * Authors nest blocks a few levels at most. A data.js nested far deeper (issue 9's fuzzing: 1,000
 * and more) would overflow React's recursive commit, so what lies below this depth is one small card.
 */
const MAX_BLOCK_DEPTH = 12;

/**
 * A content fragment, fetched once when shown, sanitised, with relative URLs resolved. A container
 * whose own fragment is empty (PACKAGE-FORMAT.md: checklist, howTo) is known by its first child's
 * type: a checklistItem child makes it a checklist, a howToItem child a howTo.
 */
function useFragment(id: string, place: BlockPlace, firstChildId?: string): State {
  const session = useSession();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let alive = true;
    setState({ kind: 'loading' });
    const load = async (blockId: string) => {
      const raw = await session.files.fragment(blockId, place);
      const fragment = await sanitizeFragment(raw, (p) => session.files.mediaUrl(p));
      return { raw, fragment, root: fragment.querySelector('[data-type]') ?? fragment.firstElementChild };
    };
    const containerOfEmpty = async (loaded: Loaded): Promise<Loaded> => {
      if (!firstChildId || loaded.root?.hasAttribute('data-type') || (loaded.fragment.textContent ?? '').trim() || loaded.fragment.querySelector('img, video, audio, iframe, table')) return loaded;
      const childType = (await load(firstChildId).catch(() => null))?.root?.getAttribute('data-type') ?? '';
      if (!childType.endsWith(ITEM_SUFFIX) || childType === ITEM_SUFFIX) return loaded;
      const root = document.createElement('div');
      root.setAttribute('data-type', childType.slice(0, -ITEM_SUFFIX.length));
      return { ...loaded, root };
    };
    load(id)
      .then(containerOfEmpty)
      .then((loaded) => alive && setState({ kind: 'ready', loaded }))
      .catch((e) => {
        console.warn(`Content block ${id} could not be loaded`, e);
        if (alive) setState({ kind: 'failed' });
      });
    return () => {
      alive = false;
    };
    // place is derived from stable ids; re-running on its identity would refetch for nothing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, session, firstChildId]);
  return state;
}

/** Author markup as static HTML: the sanitised nodes are put in place, never re-parsed from a string. */
export function StaticHtml({ content, className }: { content: Element | DocumentFragment | string; className?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const session = useSession();
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    if (typeof content === 'string') {
      let alive = true;
      void sanitizeFragment(content, (p) => session.files.mediaUrl(p)).then((f) => alive && el.replaceChildren(f));
      return () => {
        alive = false;
      };
    }
    el.replaceChildren(content.cloneNode(true));
    return undefined;
  }, [content, session]);
  return <div ref={host} className={className ?? 'block-html'} />;
}

const views = new WeakMap<AnyContentBlock, ComponentType<ContentBlockViewProps>>();
function viewOf(plugin: AnyContentBlock): ComponentType<ContentBlockViewProps> {
  let view = views.get(plugin);
  if (!view) {
    view = lazy(() => plugin.loadView() as Promise<{ default: ComponentType<ContentBlockViewProps> }>);
    views.set(plugin, view);
  }
  return view;
}

/** A block whose data-type has a plugin: its view, loaded the first time a page uses it. */
const PluginBlock = observer(function PluginBlock({ plugin, block, place, loaded, depth }: { plugin: AnyContentBlock; block: BlockRef; place: BlockPlace; loaded: Loaded; depth: number }) {
  const session = useSession();
  const t = useT();
  const announce = useAnnounce();
  const openImagePreview = useImagePreview();
  const View = useMemo(() => viewOf(plugin), [plugin]);
  const kind = plugin.state?.key;
  const questionIndex = place.kind === 'question' ? (session.course.questionById.get(place.questionId)?.index ?? 0) : -1;
  const pageId = place.kind === 'question' ? place.questionId : null;
  // SPEC 4.2: a page's media blocks are known before their players load, so the page cannot count as
  // watched in the instant between its blocks appearing and its players saying what they play.
  useEffect(() => (plugin.media && pageId ? session.media.registerMediaBlock(pageId, block.id) : undefined), [plugin, pageId, block.id, session]);
  const props: ContentBlockViewProps = {
    block,
    dataType: loaded.root?.getAttribute('data-type') ?? plugin.dataType,
    root: loaded.root ?? document.createElement('div'),
    rawHtml: loaded.raw,
    place,
    renderHtml: (content, className) => <StaticHtml content={content} className={className} />,
    renderChildren: () => <Blocks blocks={block.children} place={place} depth={depth + 1} />,
    loadChild: (child) =>
      session.files
        .fragment(child.id, place)
        .then((raw) => sanitizeFragment(raw, (p) => session.files.mediaUrl(p)))
        .then((f) => f.querySelector('[data-type]') ?? f.firstElementChild)
        .catch(() => null),
    state: kind ? session.blocks.get(kind, block.id) : undefined,
    setState: (value, key) => kind && session.blocks.set(kind, key ?? block.id, value),
    stateOf: (key) => (kind ? session.blocks.get(kind, key) : undefined),
    t,
    language: session.language,
    mediaUrl: (p) => session.files.mediaUrl(p),
    imageUrl: (p, w, h) => session.files.imageUrl(p, w, h),
    announce,
    openImagePreview,
    mediaId: (mediaIndex, prefix = 'media') => `${prefix}_${questionIndex}_${mediaIndex}`,
    registerMedia: (mediaId) => (pageId ? session.media.registerMedia(pageId, block.id, mediaId) : () => undefined),
  };
  return (
    <BlockBoundary blockId={block.id} text={hasReadableContent(loaded.fragment) ? <StaticHtml content={loaded.fragment} /> : null} failedLabel={t('player:block failed')}>
      <Suspense fallback={<GateHold />}>
        <View {...props} />
      </Suspense>
    </BlockBoundary>
  );
});

/**
 * One author content block: content/{id}.html. A data-type with a plugin renders through the
 * plugin's view; any other renders as the author's static HTML, with its children after it.
 */
function Block({ block, place, depth }: { block: BlockRef; place: BlockPlace; depth: number }) {
  const session = useSession();
  const state = useFragment(block.id, place, block.children[0]?.id);
  const loaded = state.kind === 'ready' ? state.loaded : null;
  const dataType = loaded?.root?.getAttribute('data-type') ?? '';
  const plugin = dataType ? session.plugins.block(dataType) : undefined;
  useGateReport(state.kind === 'loading');
  return (
    <div className={`block block-${state.kind}`} data-block-id={block.id} data-type={dataType || undefined} aria-busy={state.kind === 'loading' || undefined}>
      {loaded && plugin ? <PluginBlock plugin={plugin} block={block} place={place} loaded={loaded} depth={depth} /> : null}
      {loaded && !plugin ? <StaticHtml content={loaded.fragment} /> : null}
      {state.kind === 'loading' ? <div className="block-skeleton" aria-hidden="true" /> : null}
      {block.children.length > 0 && !(plugin?.ownsChildren && loaded) ? <Blocks blocks={block.children} place={place} depth={depth + 1} /> : null}
    </div>
  );
}

/** A list of author blocks (introductions, page bodies, feedback, explanations, hints). */
export function Blocks({ blocks, place, className, depth = 0 }: { blocks: BlockRef[]; place: BlockPlace; className?: string; depth?: number }) {
  if (blocks.length === 0) return null;
  if (depth >= MAX_BLOCK_DEPTH) return <TooDeep />;
  return (
    <div className={`blocks ${className ?? ''}`}>
      {blocks.map((b) => (
        <Block key={b.id} block={b} place={place} depth={depth} />
      ))}
    </div>
  );
}

function TooDeep() {
  const t = useT();
  return (
    <div className="error-card blocks-too-deep">
      <Icon name="alert" />
      <p>{t('player:blocks too deep')}</p>
    </div>
  );
}
