-- Whether the working tree had uncommitted changes to tracked files when the run was recorded:
-- such a run's layouts may not be those of `gitCommit` (`git describe --dirty` marks the same).
-- 1 = uncommitted changes, 0 = clean, NULL outside a repository and for runs recorded before
-- this column existed.
ALTER TABLE run ADD COLUMN gitDirty INTEGER CHECK (gitDirty IN (0, 1));
