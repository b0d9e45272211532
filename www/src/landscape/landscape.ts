// The period landscape as a part of the explorer (landscape-panel.ts is the panel): its plane
// goes in the URL, its caption under the picture, and a click on a game opens it.
import { fill } from '../base/dom.ts';
import { Jobs } from '../core/jobs.ts';
import type { Part, PartContext } from '../state/context.ts';
import { parseWhole } from '../state/query.ts';
import { type Message, msg } from '../text/languages.ts';
import type { LandscapeParams } from './chart-frame.ts';
import type { LandscapeChart } from './landscape-chart.ts';
import { Landscape } from './landscape-panel.ts';
import type { Plane } from './plane.ts';

/** The landscape as a part: its plane on show (for exports), its bounds and colouring, and its chart. */
export interface LandscapePart extends Part {
  readonly plane: Plane | null;
  readonly params: LandscapeParams | null;
  readonly chart: LandscapeChart;
}

/** The core's objection to a landscape plane a ≤ amax, δ ≤ dmax, as a message; null when it is fine. */
export type PlaneProblem = (amax: bigint, dmax: bigint) => Message | null;

/**
 * The landscape as a part of the explorer: its plane goes in the URL; a click opens a game. The
 * core's objection to a plane comes from the explorer's session (`planeProblem`).
 */
export function mount(context: PartContext, planeProblem: PlaneProblem): LandscapePart {
  const { t } = context;
  const landscape = new Landscape(
    context.jobs(() => new Jobs()),
    context.life,
    t,
    {
      change(typed) {
        const amax = parseWhole(typed.amax, 'a ≤');
        const dmax = parseWhole(typed.dmax, 'δ ≤');
        const problem = amax.error ?? dmax.error ?? planeProblem(amax.value, dmax.value);
        fill(landscape.message, problem ? t.nodes(problem) : []);
        if (problem) return;
        context.dispatch({ type: 'plane', amax: Number(amax.value), dmax: Number(dmax.value), color: typed.color });
      },
      open({ a, delta }) {
        context.dispatch({ type: 'open', a, delta });
        // The game opens on the grid: focus goes to its picture (the landscape's is gone).
        context.picture.canvas.focus();
      },
      caption(message) {
        if (context.state.view === 'landscape') context.setCaption(message);
      },
    },
  );
  return {
    root: landscape.root,
    get plane() {
      return landscape.plane;
    },
    get params() {
      return landscape.params;
    },
    chart: landscape.chart,
    update(state) {
      landscape.show({ amax: state.amax, dmax: state.dmax, color: state.color });
      context.setCaption(landscape.running ? msg('landscape-computing') : landscape.describe());
    },
    hide: () => landscape.hide(),
  };
}
