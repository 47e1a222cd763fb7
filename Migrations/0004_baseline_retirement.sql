-- Retiring baselines: a scene removed or renamed, its file deleted, or an environment dropped
-- from the file's list leaves baselines no input lays out any more. Retiring one keeps its row
-- (and its run) in the history: `replacedAt` is when it was retired, `replacedById` stays NULL,
-- and these two say who retired it and why. NULL on every approved or replaced row.
ALTER TABLE baseline ADD COLUMN retiredBy TEXT;
ALTER TABLE baseline ADD COLUMN retiredReason TEXT;

-- Whether the run laid out every environment its input files ask for: 1 when it did, 0 when
-- `--device`, `--orientation` or `--keyboard` narrowed them, NULL for runs recorded before this
-- column existed. Approving a run retires the baselines of environments it no longer lays out
-- only when it is 1 (a narrowed run says nothing about the environments it left out).
ALTER TABLE run ADD COLUMN allEnvironments INTEGER CHECK (allEnvironments IN (0, 1));
