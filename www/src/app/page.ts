// The explorer's page: its components (the glossary, the status line, the toolbar, the controls,
// the picture, the inspector and the notice), laid out in its root, with their events routed to
// the explorer: edits and moves of the picture as store events, Cancel to the session, "why?"
// to its walk, "Go to heap" to the picture.
import type { Lifetime } from '../base/lifetime.ts';
import type { Core } from '../core/core.ts';
import type { ExportSource } from '../export/source.ts';
import { Inspector } from '../picture/inspector.ts';
import { ExplorerView } from '../picture/view.ts';
import type { PartContext } from '../state/context.ts';
import { parseWhole } from '../state/query.ts';
import { PROOF_VIEWS, type State } from '../state/state.ts';
import type { StoreEvent } from '../state/store.ts';
import { Glossary } from '../study/glossary.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import { type Message, msg } from '../text/languages.ts';
import { Controls } from './controls.ts';
import { type Layout, layout } from './layout.ts';
import { Notice } from './notice.ts';
import type { Mounted } from './parts.ts';
import type { Session } from './session.ts';
import { Toolbar } from './share.ts';
import { Status } from './status.ts';

/** What the page's components ask of the explorer that makes them (explorer.ts), and read as an export's source. */
export interface PageHost extends ExportSource {
  readonly root: HTMLElement;
  readonly life: Lifetime;
  readonly session: ExportSource['session'] & Pick<Session, 'cancel' | 'onShow'>;
  readonly context: PartContext;
  readonly state: State | null;
  readonly parts: Mounted;
  dispatch(event: StoreEvent): boolean;
  /** The tour from step `n`. */
  startTour(n: number): void;
  /** A message beside field `field` ('' clears it). */
  say(field: string, message: Message | ''): void;
  /** The reader picked `heap` (the page hears of it). */
  picked(heap: bigint): void;
}

/** The components of one explorer's page. */
export interface PageParts {
  readonly term: TermMaker;
  readonly status: Status;
  readonly toolbar: Toolbar;
  readonly layout: Layout;
  readonly notices: Notice;
  readonly controls: Controls;
  readonly view: ExplorerView;
  readonly inspector: Inspector;
}

/**
 * "Go to heap": the heap typed (exact, any size below 2^64) in the middle of the picture, with
 * the cursor and the inspector on it and focus on the picture, for the arrows to go on from it.
 * Returns the message for the field ('' when it went there).
 */
function goTo(view: ExplorerView, text: string): Message | '' {
  const heap = parseWhole(text, msg('label-heap'));
  if (heap.error) return heap.error;
  view.centreOn(heap.value);
  view.inspectAt(view.cursor.point(), true);
  view.canvas.focus();
  return '';
}

/**
 * Makes the page of `explorer` (its host) in its root, with `core` for the picture, in the words of `t`; an
 * `embed` is compact and its wheel zooms only after a click inside.
 */
export function buildPage(explorer: PageHost, core: Core, { t, embed }: { t: Translator; embed: boolean }): PageParts {
  const { root, life, session } = explorer;
  // Every term of the glossary in a text is a button that shows its definition.
  const glossary = new Glossary(root, t, life);
  glossary.onProof = () => {
    explorer.dispatch({ type: 'open-view', state: { view: 'proof', shift: null } });
    explorer.context.focusPart('proof');
  };
  const term: TermMaker = glossary.term;
  const status = new Status(t, term, {
    cancel: () => session.cancel(),
    why: (cls) => import('../study/why.ts').then(life.alive((m) => m.explainClass(explorer.context, cls))),
  });
  const toolbar = new Toolbar({
    t,
    life,
    state: () => explorer.state,
    openGlossary: (button) => glossary.open(null, button),
    plane: () => explorer.parts.landscape?.params ?? null,
    source: () => explorer,
  });
  const page = layout(root, { t, term, embed, status, toolbar });
  glossary.mount();
  const canvas = page.canvas;
  const controls = new Controls(page.controlBox, life, t, {
    change: (name, value) => {
      // The tour goes on where a link of it led away, else from its start.
      if (name === 'tour') explorer.startTour(explorer.state?.tourLeft ?? Number(value));
      else if (name === 'goto') explorer.say('goto', goTo(view, value));
      else explorer.dispatch({ type: 'edit', name, value });
    },
    zoom: (by) => {
      // The spectrum's bars pan and zoom on their own canvas.
      const spectrum = explorer.state?.view === 'spectrum' ? explorer.parts.spectrum : undefined;
      if (spectrum) spectrum.zoom(by);
      else if (by === 0) view.fit();
      else view.zoomAt(by, canvas.clientWidth / 2, canvas.clientHeight / 2);
    },
  });
  const inspector = new Inspector(page.inspector, page.tip, t, term);
  const view: ExplorerView = new ExplorerView(canvas, core, {
    wheelNeedsFocus: embed,
    life,
    t,
    on: {
      moved: ({ zoom, x, row, col }) => explorer.dispatch({ type: 'moved', zoom, x, row, col }),
      inspect: (detail) => {
        // While values are hidden (play without hints, practice) the inspector keeps them hidden
        // (outside the regime practice hides them from x − a on only).
        inspector.show(session.onShow?.game ?? null, detail, { hiddenFrom: view.hiddenFrom });
        if (detail?.pinned && detail.hi - detail.lo === 1n) explorer.picked(detail.lo);
        // One heap under the pointer: mark it in the lanes below as well.
        const state = explorer.state;
        if (state && PROOF_VIEWS.includes(state.view))
          view.setGuide(detail && detail.hi - detail.lo === 1n ? detail.lo : null);
      },
      frame: (frame) => explorer.parts.proof?.draw(frame),
    },
  });
  const notices = new Notice(root, page.notice, t);
  return { term, status, toolbar, layout: page, notices, controls, view, inspector };
}
