-- History people ask for, as SQL views over the tables of 0001 (frames in points):
--   layoutChange      each layout that differs from the one before it (same scene and environment)
--   viewMove          each view that moved or resized in such a change, from where to where
--   scrollingScene    the scroll views that scroll in each scene's latest layout, per environment
--   fieldUnderKeyboard  text fields left under the keyboard (not visible even after scrolling)
-- and, on `run`, the parents of a run's commit (baselines that follow git history) and the
-- share of the work a sharded run did.
--
-- `runsAgo` numbers the runs of the whole database, newest first (1 is the latest run), so
-- "in the last 20 runs" is `runsAgo <= 20`.

-- The parents of the run's commit (`git rev-parse HEAD^@`), space-separated, NULL outside a
-- repository or for runs recorded before this column existed.
ALTER TABLE run ADD COLUMN gitParents TEXT;

-- `I/N` when the run laid out shard I of N of its inputs' scene x environment pairs
-- (`--shard`), NULL otherwise. `check --merged` combines a commit's N shards into one verdict.
ALTER TABLE run ADD COLUMN shard TEXT;

-- The commit at which an approval (or a retirement) joined its track's history, when it is not
-- the approved run's own: `approve --promote` (the commit it promoted at) and a branch retiring
-- a baseline it inherited from history (the commit it retired at). NULL: the run's commit.
ALTER TABLE baseline ADD COLUMN gitCommit TEXT;

-- The text of the scene files runs read, once per content (runScene.contentHash): what lets a
-- check say which constraint changed between a baseline's file and the file it checks.
CREATE TABLE sourceText (
  contentHash TEXT PRIMARY KEY,             -- SHA-256 of the file, lowercase hex
  text TEXT NOT NULL
) WITHOUT ROWID;

CREATE VIEW runOrder AS
SELECT id AS runId, uuid AS runUuid,
  ROW_NUMBER() OVER (ORDER BY recordedAt DESC, id DESC) AS runsAgo
FROM run;

-- A layout whose solved content differs from the previous layout of the same scene and
-- environment key (runs ordered by recordedAt, then id). The first layout of each is not a
-- change: there was nothing to change from.
CREATE VIEW layoutChange AS
WITH ordered AS (
  SELECT layout.id AS layoutId, layout.runId, layout.sceneId, environment.key AS environment,
    layout.snapshotId,
    LAG(layout.snapshotId) OVER byTime AS previousSnapshotId,
    LAG(layout.id) OVER byTime AS previousLayoutId
  FROM layout
  JOIN run ON run.id = layout.runId
  JOIN environment ON environment.id = layout.environmentId
  WINDOW byTime AS (PARTITION BY layout.sceneId, environment.key ORDER BY run.recordedAt, run.id)
)
SELECT
  ordered.layoutId,
  ordered.previousLayoutId,
  run.uuid AS runUuid,
  runOrder.runsAgo,
  run.recordedAt,
  run.gitCommit,
  run.gitBranch,
  run.track,
  scene.name AS scene,
  ordered.environment
FROM ordered
JOIN run ON run.id = ordered.runId
JOIN runOrder ON runOrder.runId = run.id
JOIN scene ON scene.id = ordered.sceneId
WHERE ordered.previousSnapshotId IS NOT NULL
  AND ordered.previousSnapshotId <> ordered.snapshotId;

-- Each view (matched by path, id and kind) whose frame changed in a layout change: where it
-- was, where it is, and the differences. `change` is 'moved', 'resized' or 'moved and resized'.
CREATE VIEW viewMove AS
SELECT
  change.runUuid,
  change.runsAgo,
  change.recordedAt,
  change.gitCommit,
  change.gitBranch,
  change.track,
  change.scene,
  change.environment,
  viewPath.viewId,
  viewPath.path,
  viewPath.kind,
  CASE
    WHEN (now.xPixels / nowSnapshot.scale <> was.xPixels / wasSnapshot.scale
      OR now.yPixels / nowSnapshot.scale <> was.yPixels / wasSnapshot.scale)
      AND (now.widthPixels / nowSnapshot.scale <> was.widthPixels / wasSnapshot.scale
      OR now.heightPixels / nowSnapshot.scale <> was.heightPixels / wasSnapshot.scale)
      THEN 'moved and resized'
    WHEN now.xPixels / nowSnapshot.scale <> was.xPixels / wasSnapshot.scale
      OR now.yPixels / nowSnapshot.scale <> was.yPixels / wasSnapshot.scale THEN 'moved'
    ELSE 'resized'
  END AS change,
  was.xPixels / wasSnapshot.scale AS fromX,
  was.yPixels / wasSnapshot.scale AS fromY,
  was.widthPixels / wasSnapshot.scale AS fromWidth,
  was.heightPixels / wasSnapshot.scale AS fromHeight,
  now.xPixels / nowSnapshot.scale AS x,
  now.yPixels / nowSnapshot.scale AS y,
  now.widthPixels / nowSnapshot.scale AS width,
  now.heightPixels / nowSnapshot.scale AS height,
  now.xPixels / nowSnapshot.scale - was.xPixels / wasSnapshot.scale AS dx,
  now.yPixels / nowSnapshot.scale - was.yPixels / wasSnapshot.scale AS dy,
  now.widthPixels / nowSnapshot.scale - was.widthPixels / wasSnapshot.scale AS dWidth,
  now.heightPixels / nowSnapshot.scale - was.heightPixels / wasSnapshot.scale AS dHeight
FROM layoutChange AS change
JOIN layout AS nowLayout ON nowLayout.id = change.layoutId
JOIN layout AS wasLayout ON wasLayout.id = change.previousLayoutId
JOIN snapshot AS nowSnapshot ON nowSnapshot.id = nowLayout.snapshotId
JOIN snapshot AS wasSnapshot ON wasSnapshot.id = wasLayout.snapshotId
JOIN viewFrame AS now ON now.snapshotId = nowLayout.snapshotId
JOIN viewFrame AS was ON was.snapshotId = wasLayout.snapshotId
  AND was.viewPathId = now.viewPathId
JOIN viewPath ON viewPath.id = now.viewPathId
WHERE now.xPixels / nowSnapshot.scale <> was.xPixels / wasSnapshot.scale
  OR now.yPixels / nowSnapshot.scale <> was.yPixels / wasSnapshot.scale
  OR now.widthPixels / nowSnapshot.scale <> was.widthPixels / wasSnapshot.scale
  OR now.heightPixels / nowSnapshot.scale <> was.heightPixels / wasSnapshot.scale;

-- The scroll views that scroll in the latest layout of each scene and environment key, with
-- the device, orientation and keyboard state spelled out and the content against the frame.
CREATE VIEW scrollingScene AS
SELECT
  latestLayout.scene,
  environment.deviceId,
  environment.deviceName,
  environment.orientation,
  environment.keyboard,
  latestLayout.environment,
  scrollMetrics.viewId,
  scrollMetrics.scrollsVertically,
  scrollMetrics.scrollsHorizontally,
  scrollMetrics.contentWidth,
  scrollMetrics.contentHeight,
  scrollMetrics.maximumOffsetY - scrollMetrics.minimumOffsetY AS verticalTravel,
  latestLayout.runUuid,
  latestLayout.recordedAt,
  latestLayout.gitCommit
FROM latestLayout
JOIN layout ON layout.id = latestLayout.layoutId
JOIN environment ON environment.id = layout.environmentId
JOIN scrollMetrics ON scrollMetrics.snapshotId = layout.snapshotId
WHERE scrollMetrics.scrollsVertically = 1 OR scrollMetrics.scrollsHorizontally = 1;

-- Every text field that ends up under the keyboard in a run (not visible above it even after
-- its scroll view scrolls it into view), per device and orientation, over time.
CREATE VIEW fieldUnderKeyboard AS
SELECT
  run.uuid AS runUuid,
  runOrder.runsAgo,
  run.recordedAt,
  run.gitCommit,
  run.track,
  scene.name AS scene,
  environment.deviceId,
  environment.orientation,
  environment.key AS environment,
  textField.viewId,
  textField.scrollViewId,
  textField.windowY,
  textField.windowHeight,
  environment.screenHeight - environment.keyboardHeight AS keyboardTop
FROM layout
JOIN run ON run.id = layout.runId
JOIN runOrder ON runOrder.runId = run.id
JOIN scene ON scene.id = layout.sceneId
JOIN environment ON environment.id = layout.environmentId
JOIN textField ON textField.snapshotId = layout.snapshotId
WHERE textField.isVisibleAboveKeyboard = 0;
