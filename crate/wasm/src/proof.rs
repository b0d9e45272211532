//! Why Theorem 1 holds, for JavaScript (full build): the certificate of a game counted a step at
//! a time in a worker (`CertificateJob`), and the general argument with the game's numbers
//! (`game.proofSteps()`).

use crate::convert::{count, object, to_js, whole, JsResult};
use crate::game::Game;
use asg::additive::Additive;
use asg::certificate::{duties_at, repeats_from, Certificate, CertificateJob as Job};
use asg::limits::{Limits, MAX_WORK};
use asg::proof::ProofSteps;
use wasm_bindgen::prelude::*;

/// The most heaps one step may check (a fraction of a second).
const MAX_STEP: u64 = 1 << 24;

/// The certificate of a game, checked a chunk at a time so that a worker can report progress
/// and stop when asked: `new CertificateJob(a, δ)`, then `step(heaps)` until it returns
/// `{certificate, cases, repeatsFrom, indexPeriod}` (and the same on any later step).
#[wasm_bindgen]
pub struct CertificateJob {
    job: Job,
    game: Additive,
    done: Option<Certificate>,
}

#[wasm_bindgen]
impl CertificateJob {
    /// The certificate of {a, a + δ, 2a + δ}, not started yet. In a worker, with progress and a
    /// way to stop, it may take four times the default work limit.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Whole")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] delta: JsValue,
    ) -> JsResult<CertificateJob> {
        let game = Additive::from_delta(whole(&a, "a")?, whole(&delta, "delta")?)?;
        Ok(CertificateJob { job: Job::new(game, &Limits::with_work(4 * MAX_WORK)?)?, game, done: None })
    }

    /// From 0 to 1.
    pub fn progress(&self) -> f64 {
        let (done, total) = self.job.progress();
        done as f64 / total.max(1) as f64
    }

    /// About `heaps` heaps more (1 … 2^24); `{certificate, cases}` when done, else `undefined`.
    #[wasm_bindgen(unchecked_return_type = "CertificateResult | undefined")]
    pub fn step(&mut self, #[wasm_bindgen(unchecked_param_type = "Whole")] heaps: JsValue) -> JsResult<JsValue> {
        let heaps = count(&heaps, "heaps", 1, MAX_STEP)?;
        if self.done.is_none() {
            self.done = self.job.step(heaps);
        }
        match &self.done {
            None => Ok(JsValue::UNDEFINED),
            Some(c) => Ok(object(&[
                ("certificate", to_js(c)?),
                ("cases", to_js(&self.job.case_checks())?),
                ("repeatsFrom", js_sys::BigInt::from(repeats_from(self.game)).into()),
                ("indexPeriod", js_sys::BigInt::from(self.game.index_period()?).into()),
            ])),
        }
    }
}

#[wasm_bindgen]
impl Game {
    /// The certificate's check at one heap: its class, its options' classes, which duty holds.
    #[wasm_bindgen(js_name = dutiesAt, unchecked_return_type = "DutiesAt")]
    pub fn duties_at(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] heap: JsValue) -> JsResult<JsValue> {
        to_js(&duties_at(self.additive_game()?, whole(&heap, "heap")?))
    }

    /// Why Theorem 1 holds, step by step, with this game's numbers (in the regime only).
    #[wasm_bindgen(js_name = proofSteps, unchecked_return_type = "ProofSteps")]
    pub fn proof_steps(&self) -> JsResult<JsValue> {
        let game = self.additive_game()?;
        to_js(&ProofSteps::new(game)?)
    }
}
