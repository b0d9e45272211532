// The JavaScript API as a TypeScript user sees it: every result has a declared shape (never
// `any`), heaps and counts are BigInts, inputs take numbers or BigInts. `tsc --noEmit` checks it.
import init, {
  type AdditiveInfo,
  type AsgError,
  type CollisionSpectrum,
  checkPlane,
  type ErrorCode,
  type Explanation,
  Game,
  type GapList,
  type GridCells,
  gridHeapsAt,
  gridPixelsOf,
  type HeapRange,
  type LandscapeColumns,
  LandscapeJob,
  type Ledger,
  LedgerJob,
  type Period,
  Picture,
  type PixelBox,
  type PixelSpan,
  type ResidueProfile,
  type ShiftExplanation,
  type Spectrum,
  type SpectrumColumns,
  SpectrumJob,
  type StripFrame,
  stripHeapsAt,
  stripPixelsOf,
  type TorusCell,
  type WindowRun,
} from '../../www/pkg/asg_full.js';

/** True exactly when T is `any`. */
type IsAny<T> = 0 extends 1 & T ? true : false;
/** Compiles only when T is not `any`. */
type NotAny<T> = IsAny<T> extends true ? never : T;
const shaped = <T>(value: NotAny<T>): T => value;

export async function usage(canvas: HTMLCanvasElement): Promise<bigint> {
  await init();
  const game = Game.fromDelta(5, 7n);
  const info: AdditiveInfo | null = shaped(game.additive());
  const period: Period = shaped(game.period());
  const why: Explanation = shaped(game.explain(10n ** 18n));
  const counts: BigUint64Array = shaped(game.counts(0, 2n ** 64n));
  const values: Uint8Array = shaped(game.nim(2n ** 64n - 10n, 10));
  game.nimInto(0, values);
  const value: number = shaped(game.value(2n ** 64n - 1n));
  // A frame of the number line: its left edge is a position, a BigInt in units of 2^-32 heaps.
  const frame: StripFrame = { left: 1000n << 32n, perPixel: 0.5, columns: 800 };
  const gaps: GapList = shaped(game.gapsInView(frame, 1000));
  const span: PixelSpan = shaped(stripPixelsOf(frame, 1001n));
  const reached: number[] = shaped(why.reached);
  const cells: GridCells = shaped(game.gridCells({ rowWidth: 130, col: 0n, row: 0n, cell: 8 }, 800, 400, 10000));
  const runs: WindowRun[] = shaped(game.windowRuns(null, 0, 1000, 100));
  const residues: ResidueProfile = shaped(game.residues());
  const perPeriod: bigint = shaped(game.windowsPerPeriod(undefined));
  const under: HeapRange | null = shaped(stripHeapsAt({ left: 2n ** 32n * 1000n, perPixel: 1.5, columns: 20 }, 10));
  const cell: HeapRange | null = shaped(gridHeapsAt({ rowWidth: 130, col: 0n, row: 0n, cell: 0.25 }, 3, 4));
  const box: PixelBox = shaped(gridPixelsOf({ rowWidth: 130, col: -(3n << 31n), row: 0n, cell: 2 }, 260));
  checkPlane(40, 320);

  const picture = new Picture(800, 400);
  picture.setPalette(Uint32Array.from([0x0072b2, 0xe69f00, 0x009e73, 0xcc79a7, 0xffffff, 0xdddddd]));
  picture.drawStrip(game, { left: 0n, perPixel: 0.25, columns: 800 });
  picture.drawGrid(
    game,
    { rowWidth: 130n, col: -(7n << 31n), row: 0n, cell: 2 },
    { from: 0, to: 400, stride: 1, fresh: true },
  );
  const ctx = canvas.getContext('2d');
  if (ctx) picture.show(ctx);

  const job = new LedgerJob(7, 12);
  let ledger: Ledger | undefined;
  for (ledger = shaped(job.step(1 << 20)); ledger === undefined; ledger = shaped(job.step(1 << 20))) job.progress();
  const plane = new LandscapeJob(6, 20, undefined);
  const landscape: LandscapeColumns = shaped(plane.step(64));
  const done: bigint = shaped(plane.done()) + shaped(plane.total());

  const list: CollisionSpectrum = shaped(game.collisionSpectrum(1, 130n));
  const shift: ShiftExplanation = shaped(game.explainShift(7));
  const carry: 0 | 1 = shift.terms[0].e1;
  const spectrum: Spectrum = game.spectrum();
  const columns: SpectrumColumns = shaped(spectrum.columns(0n, 0.5, 800));
  const torus = { cell: 8, column: 0, row: 0 };
  const torusCell: TorusCell | null = shaped(game.torusCellAt(torus, 3, 4));
  picture.drawSpectrum(spectrum, 1n << 32n, 1, 35n);
  picture.drawSpectrumColumns(columns, spectrum.largestBelowPeriod());
  picture.drawTorus(game, 7n, torus, 0);
  const spectrumJob = new SpectrumJob(game);
  let built: Spectrum | undefined;
  for (built = spectrumJob.step(1 << 20); built === undefined; built = spectrumJob.step(1 << 20))
    spectrumJob.progress();
  const spectral: bigint =
    list.counts[0] + shift.terms[0].area + columns.total[0] + (torusCell?.heap ?? 0n) + built.at(7) + BigInt(carry);

  let code: ErrorCode = 'a-is-zero';
  try {
    Game.fromDelta(0, 7);
  } catch (e) {
    const error = e as AsgError;
    code = error.code;
    // The codes are a union: a code that is not one does not compile.
    // @ts-expect-error
    const wrong: ErrorCode = 'a-is-nought';
    console.log(error.field, error.params, wrong);
  }
  const heap: bigint = why.heap + why.options[0].to + counts[0] + period.period + (info?.heapPeriod ?? 0n);
  return (
    heap +
    BigInt(values.length + value + gaps.kind.length + runs.length + residues.rows.length) +
    perPeriod +
    (under?.hi ?? 0n) +
    (cell?.lo ?? 0n) +
    ledger.rows[0].counted +
    BigInt(landscape.a.length + cells.heap.length + reached.length + span[0] + box[3] + code.length) +
    done +
    spectral
  );
}
