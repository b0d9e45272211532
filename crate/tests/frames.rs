//! Frames of the number line and the grid, many of them (at heap 0, at 2^64 − 1, with fractional
//! left edges, zoomed in and far out): a heap's pixels and a pixel's heaps say the same thing
//! both ways and are where the pictures draw them, and the lanes' lists and per-column counts
//! of one frame agree with each other and with a brute-force mex rule.

use asg::collisions::WindowCounter;
use asg::gaps::GapCounter;
use asg::lanes::{self, Frame};
use asg::render::{Fixed, GridView, Image, Palette, RowPass, Source, StripView, HEAP_END};
use asg::{Additive, Game, GapKind, NimSequence};
use proptest::prelude::*;
#[path = "support/mex.rs"]
mod mex;
use mex::brute;

const PALETTE: [u32; 6] = [0x0000ff, 0xff0000, 0x00ff00, 0xffffff, 0x101010, 0x202020];

fn sequence(a: u64, delta: u64) -> NimSequence {
    Game::additive(Additive::from_delta(a, delta).unwrap()).sequence().unwrap().clone()
}

/// A left edge: near heap 0 (also left of it), anywhere, or near 2^64 − 1, with a fraction.
fn left_edge() -> impl Strategy<Value = Fixed> {
    let fraction = 0i128..Fixed::ONE;
    prop_oneof![
        (-3000i128..3000, fraction.clone()).prop_map(|(h, f)| Fixed(h * Fixed::ONE + f)),
        (0u64.., fraction.clone()).prop_map(|(h, f)| Fixed(h as i128 * Fixed::ONE + f)),
        (1i128..20_000, fraction).prop_map(|(back, f)| Fixed((HEAP_END - back) * Fixed::ONE + f)),
    ]
}

/// Heaps per pixel: zoomed in (several pixels a heap) to far out.
fn per_pixel() -> impl Strategy<Value = f64> {
    prop_oneof![
        (-4i32..=0, 1.0f64..2.0).prop_map(|(e, m)| m * 2f64.powi(e)),
        (0i32..40, 1.0f64..2.0).prop_map(|(e, m)| m * 2f64.powi(e))
    ]
}

/// Pixel → heaps and heap → pixels of a strip agree, both ways, on every column of the frame.
fn strip_both_ways(view: StripView, columns: usize) -> Result<(), TestCaseError> {
    for px in 0..columns {
        let Some((lo, hi)) = view.heaps_at(px as f64) else { continue };
        for h in [lo, hi - 1, lo + (hi - lo) / 2] {
            let (x0, x1) = view.columns_of(h);
            prop_assert!(
                x0 <= px as f64 && (px as f64) < x1,
                "heap {} at [{}, {}) but column {} shows it",
                h,
                x0,
                x1,
                px
            );
            // The columns just outside its span show other heaps.
            for outside in [x0 - 1.0, x1] {
                if let Some((l, r)) = view.heaps_at(outside) {
                    prop_assert!(!(l..r).contains(&h), "column {} also shows heap {}", outside, h);
                }
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn a_heap_is_where_its_pixels_say_on_the_strip(start in left_edge(), per_pixel in per_pixel(), columns in 1usize..300) {
        strip_both_ways(StripView { start, per_pixel }, columns)?;
    }

    #[test]
    fn a_heap_is_where_its_pixels_say_on_the_grid(
        width in prop_oneof![1u64..400, (1u64 << 40)..(1u64 << 63)],
        col in -2000i128..2000,
        row_back in prop_oneof![0u64..50, 0u64..u64::MAX],
        fraction in (0i128..Fixed::ONE, 0i128..Fixed::ONE),
        cell in prop_oneof![(0.01f64..1.0), (1.0f64..40.0)],
    ) {
        // Rows from the top ones to the one that holds heap 2^64 − 1.
        let last_row = (u64::MAX / width) as i128;
        let row = (last_row - (row_back as i128).min(last_row)) * Fixed::ONE + fraction.1;
        let view = GridView { row_width: width, col0: Fixed(col * Fixed::ONE + fraction.0), row0: Fixed(row), cell };
        for py in (0..40).step_by(3) {
            for px in (0..120).step_by(7) {
                let Some((lo, hi)) = view.heaps_at(px as f64, py as f64) else { continue };
                for h in [lo, hi - 1] {
                    let ((x0, x1), (y0, y1)) = view.pixels_of(h).unwrap();
                    prop_assert!(x0 <= px as f64 && (px as f64) < x1 && y0 <= py as f64 && (py as f64) < y1,
                        "heap {} at [{}, {}) × [{}, {}) but pixel ({}, {}) shows it", h, x0, x1, y0, y1, px, py);
                    for (ox, oy) in [(x0 - 1.0, y0), (x1, y0), (x0, y0 - 1.0), (x0, y1)] {
                        if ox >= 0.0 && oy >= 0.0 {
                            if let Some((l, r)) = view.heaps_at(ox, oy) {
                                prop_assert!(!(l..r).contains(&h), "pixel ({}, {}) also shows heap {}", ox, oy, h);
                            }
                        }
                    }
                }
            }
        }
        // The cells in view are the heaps some pixel shows.
        if let Ok(cells) = view.cells_in_view(120, 40, 1 << 16) {
            for &(h, r, c) in cells.iter().step_by(17) {
                prop_assert_eq!((h / width, h % width), (r, c));
                let ((x0, x1), (y0, y1)) = view.pixels_of(h as i128).unwrap();
                let (px, py) = (x0.max(0.0), y0.max(0.0));
                prop_assert!(px < x1 && py < y1 && px < 120.0 && py < 40.0, "cell {} is not in view", h);
                prop_assert!(view.heaps_at(px, py).is_some_and(|(l, r)| (l..r).contains(&(h as i128))));
            }
        }
    }

    #[test]
    fn lane_lists_and_column_counts_agree((a, delta) in prop_oneof![(2u64..8, 1u64..20), Just((5, 7)), Just((7, 12))], start in left_edge(), per_pixel in per_pixel(), columns in 1usize..200, k in 1u64..40) {
        let game = Additive::from_delta(a, delta).unwrap();
        let owner = Game::additive(game);
        let seq = owner.sequence().unwrap();
        let frame = Frame { start, per_pixel, columns };
        let (lo, hi) = frame.heaps();
        let runs = frame.partition();
        prop_assert_eq!((runs[0], runs[columns]), (lo, hi));
        // The heaps of the frame are the union of its columns' heaps.
        let shown: Vec<(i128, i128)> = (0..columns).filter_map(|px| frame.heaps_at(px as f64)).collect();
        prop_assert_eq!(shown.first().map_or(lo, |s| s.0), lo);
        prop_assert_eq!(shown.last().map_or(hi, |s| s.1), hi);
        let column_of = |x: i128| runs.windows(2).position(|r| r[0] <= x && x < r[1]);
        let src = owner.source().unwrap();
        let limit = 1 << 20;
        // Gaps: the list's gaps that start in the frame, by column and kind, are the counts.
        if let Ok(list) = lanes::gaps_in_frame(seq, game, &frame, limit) {
            let mut want = vec![[0u64; 5]; columns];
            for item in &list {
                let g = item.gap;
                prop_assert!((g.from as i128) < hi && (g.from + g.length) as i128 > lo, "gap {:?} is not in [{}, {})", g, lo, hi);
                if let Some(c) = column_of(g.from as i128) {
                    want[c][g.kind.index()] += 1;
                }
            }
            let counter = GapCounter::new(seq, game);
            prop_assert_eq!(lanes::gap_kinds_per_column(seq, &counter, &frame), want);
        }
        // Windows: those of the list with their lower end in the frame, by column; with and
        // without a counter.
        if let Ok(list) = lanes::windows_in_frame(seq, k, &frame, limit) {
            let mut want = vec![0u64; columns];
            for item in &list {
                let w = item.window;
                prop_assert!((w.lower as i128) < hi && (w.upper as i128) >= lo);
                if let Some(c) = column_of(w.lower as i128) {
                    want[c] += 1;
                }
            }
            let table = seq.tabulate(1 << 22);
            let counter = WindowCounter::new(seq, table.as_ref(), k);
            prop_assert_eq!(lanes::windows_per_column(seq, counter.as_ref(), k, &frame).unwrap(), Some(want.clone()));
            if let Some(walked) = lanes::windows_per_column(seq, None, k, &frame).unwrap() {
                prop_assert_eq!(walked, want);
            }
        }
        // Class counts per column add up to the frame's.
        let (edges, counts) = lanes::classes_per_column(&src, &frame);
        prop_assert_eq!(&edges, &runs);
        let total: [u64; 4] = std::array::from_fn(|v| counts.iter().map(|c| c[v]).sum());
        prop_assert_eq!(total, src.counts_in(lo, hi));
    }

    #[test]
    fn lanes_near_the_origin_are_the_rules((a, delta) in (2u64..8, 1u64..20), start in -300i128..300, per_pixel in per_pixel(), columns in 1usize..120) {
        let game = Additive::from_delta(a, delta).unwrap();
        let owner = Game::additive(game);
        let seq = owner.sequence().unwrap();
        let frame = Frame { start: Fixed(start * Fixed::ONE / 3), per_pixel, columns };
        let (lo, hi) = frame.heaps();
        prop_assume!(hi < 20_000);
        let z: Vec<u64> = brute(game.moves().moves(), hi as usize + 3 * (2 * a + delta) as usize + 10)
            .iter()
            .enumerate()
            .filter(|&(_, &v)| v == 0)
            .map(|(x, _)| x as u64)
            .collect();
        // Every gap [p, p') that meets the frame's heaps, from the brute-force P-positions.
        let want: Vec<(u64, u64)> = z.windows(2).filter(|p| (p[0] as i128) < hi && p[1] as i128 > lo).map(|p| (p[0], p[1] - p[0])).collect();
        let got: Vec<(u64, u64)> = lanes::gaps_in_frame(seq, game, &frame, 1 << 20).unwrap().iter().map(|i| (i.gap.from, i.gap.length)).collect();
        prop_assert_eq!(got, want);
    }
}

#[test]
fn frames_at_the_last_heap_count_only_what_exists() {
    // (5, 7): one column over the last five heaps. The last P-position below 2^64 starts no
    // gap (the next would pass 2^64 − 1): neither the list nor the column counts it.
    let game = Additive::from_delta(5, 7).unwrap();
    let seq = sequence(5, 7);
    let frame = Frame { start: Fixed::whole(HEAP_END - 5), per_pixel: 5.0, columns: 1 };
    let list = lanes::gaps_in_frame(&seq, game, &frame, 100).unwrap();
    let counts = lanes::gap_kinds_per_column(&seq, &GapCounter::new(&seq, game), &frame);
    let starting = list.iter().filter(|i| i.gap.from as i128 >= HEAP_END - 5).count() as u64;
    assert_eq!(counts[0].iter().sum::<u64>(), starting);
    let last = seq.p_positions_from(lanes::rank_to(&seq, HEAP_END) - 1).next().unwrap().1;
    assert!(list.iter().all(|i| i.gap.from != last), "a gap from the last P-position {last}");
    // (7, 12): the windows of a frame ending at 2^64 − 1, listed and counted per column.
    let seq = sequence(7, 12);
    let table = seq.tabulate(1 << 22);
    let counter = WindowCounter::new(&seq, table.as_ref(), 12).unwrap();
    for per_pixel in [1.0, 3.5, 40.0] {
        let frame = Frame { start: Fixed::whole(HEAP_END - (300.0 * per_pixel) as i128), per_pixel, columns: 300 };
        let (lo, _) = frame.heaps();
        let listed = lanes::windows_in_frame(&seq, 12, &frame, 10_000).unwrap();
        let lower_in = listed.iter().filter(|i| i.window.lower as i128 >= lo).count() as u64;
        let counted: u64 = lanes::windows_per_column(&seq, Some(&counter), 12, &frame).unwrap().unwrap().iter().sum();
        assert_eq!(counted, lower_in, "{per_pixel} heaps a pixel");
    }
    // A shift close to 2^64: no counter, yet an answer, the list's (windows have their lower
    // end near the origin, their upper end near 2^64).
    let far = u64::MAX - 100;
    assert!(WindowCounter::new(&seq, table.as_ref(), far).is_none());
    let frame = Frame { start: Fixed(0), per_pixel: 1.0, columns: 100 };
    let mut want = vec![0u64; 100];
    for item in lanes::windows_in_frame(&seq, far, &frame, 1000).unwrap() {
        want[item.window.lower as usize] += 1;
    }
    assert!(want.iter().sum::<u64>() > 0);
    assert_eq!(lanes::windows_per_column(&seq, None, far, &frame).unwrap(), Some(want));
}

#[test]
fn a_frame_left_of_heap_zero_shows_nothing() {
    let game = Additive::from_delta(5, 7).unwrap();
    let seq = sequence(5, 7);
    let frame = Frame { start: Fixed::whole(-1_000_000), per_pixel: 1.0, columns: 100 };
    assert!(lanes::gaps_in_frame(&seq, game, &frame, 10).unwrap().is_empty());
    assert!(lanes::windows_in_frame(&seq, 7, &frame, 10).unwrap().is_empty());
    assert!(lanes::shifted_in_frame(&seq, 7, &frame, 10).unwrap().is_empty());
    // Its last column shows heap −999 901, not heap 0.
    assert_eq!(frame.heaps_at(99.0), None);
}

#[test]
fn heaps_are_drawn_at_their_pixels() {
    // Zoomed in, every column a heap's pixels name has that heap's colour, on the strip and on
    // the grid, at heap 0 and at 2^64 − 1, with fractional edges.
    let palette = Palette::from_rgb(PALETTE);
    for (a, delta) in [(5, 7), (5, 16)] {
        let owner = Game::additive(Additive::from_delta(a, delta).unwrap());
        let src: Source = owner.source().unwrap();
        for start in [Fixed(-Fixed::ONE * 7 / 4), Fixed(Fixed::ONE * 100 + Fixed::ONE / 3), Fixed::whole(HEAP_END - 40)]
        {
            for per_pixel in [1.0, 0.3, 0.125] {
                let view = StripView { start, per_pixel };
                let (w, h) = (160usize, 20usize);
                let mut rgba = vec![0u8; w * h * 4];
                view.draw(&src, &palette, &mut Image { width: w, height: h, rgba: &mut rgba });
                let first = view.heaps_at(0.0).map_or(0, |r| r.0);
                for heap in first..first + 20 {
                    if heap >= HEAP_END {
                        break;
                    }
                    let (x0, x1) = view.columns_of(heap);
                    let colour = palette.classes[src.seq.value(heap as u64).min(3) as usize];
                    for px in (x0.max(0.0) as usize)..(x1.min(w as f64) as usize) {
                        // The band's first row; a line where cells are six pixels and more.
                        let at = &rgba[4 * px..4 * px + 4];
                        assert!(at == colour || at == palette.line, "({a}, {delta}) heap {heap} at column {px}");
                    }
                }
            }
        }
        for (row0, col0, cell) in
            [(Fixed(0), Fixed(-Fixed::ONE / 2), 3.0), (Fixed::whole((u64::MAX / 130) as i128 - 5), Fixed(0), 2.5)]
        {
            let view = GridView { row_width: 130, col0, row0, cell };
            let (w, h) = (200usize, 30usize);
            let mut rgba = vec![0u8; w * h * 4];
            let p = src.seq.period();
            view.draw(
                &src,
                &palette,
                &mut Image { width: w, height: h, rgba: &mut rgba },
                Some((p.preperiod, p.period)),
                None,
                RowPass::ALL,
            );
            for &(heap, _, _) in view.cells_in_view(w, h, 1 << 16).unwrap().iter().step_by(7) {
                let ((x0, x1), (y0, y1)) = view.pixels_of(heap as i128).unwrap();
                let colour = palette.classes[src.seq.value(heap).min(3) as usize];
                for py in (y0.max(0.0) as usize)..(y1.min(h as f64) as usize) {
                    for px in (x0.max(0.0) as usize)..(x1.min(w as f64) as usize) {
                        let at = &rgba[4 * (py * w + px)..4 * (py * w + px) + 4];
                        assert_eq!(at, colour, "({a}, {delta}) heap {heap} at ({px}, {py})");
                    }
                }
            }
        }
    }
    let _ = GapKind::ALL;
}

#[test]
fn a_grid_of_one_heap_a_row_reaches_the_last_heap() {
    // Row 2^64 − 1 is heap 2^64 − 1: its rows in view end there without overflowing.
    let last = u64::MAX as i128;
    let view = GridView { row_width: 1, col0: Fixed(0), row0: Fixed::whole(last - 3), cell: 4.0 };
    let rows = view.rows_in_view(4, 40, 100).unwrap();
    assert_eq!(rows.iter().map(|r| r.0).collect::<Vec<_>>(), [u64::MAX - 3, u64::MAX - 2, u64::MAX - 1, u64::MAX]);
    assert_eq!(rows.last().map(|r| (r.1, r.2)), Some((last, last + 1)));
    let cells = view.cells_in_view(4, 40, 100).unwrap();
    assert_eq!(cells.last(), Some(&(u64::MAX, u64::MAX, 0)));
}
