// The parts of the explorer that load when first needed (so the first paint waits for none of
// them), in page order, and when each is wanted. Each module exports `mount(explorer)`, which
// makes the part, links it to the explorer and returns `{ root, update(state), hide() }`.
import { PROOF_VIEWS } from './state.js';

export const PARTS = [
  { name: 'tour', load: () => import('./tour.js'), wanted: (s) => s.tour !== null },
  { name: 'landscape', load: () => import('./landscape.js'), wanted: (s) => s.view === 'landscape' },
  { name: 'play', load: () => import('./play.js'), wanted: (s) => s.view === 'play' },
  { name: 'proof', load: () => import('./proof.js'), wanted: (s) => PROOF_VIEWS.includes(s.view) },
];
