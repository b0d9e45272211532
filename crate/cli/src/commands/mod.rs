//! One module per subcommand: its arguments and its run, each printing a table or JSON.

pub(crate) mod collisions;
pub(crate) mod explain;
pub(crate) mod landscape;
pub(crate) mod ledger;
pub(crate) mod nim;
pub(crate) mod period;
pub(crate) mod ppos;
pub(crate) mod prove;
pub(crate) mod residues;
pub(crate) mod spectrum;
pub(crate) mod value;
pub(crate) mod verify;
