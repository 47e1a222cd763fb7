index baselineByLayout
CREATE INDEX baselineByLayout ON baseline(layoutId);

index baselineByReplacement
CREATE INDEX baselineByReplacement ON baseline(replacedById);

index baselineCurrent
CREATE UNIQUE INDEX baselineCurrent ON baseline(track, sceneId, environmentKey)
  WHERE replacedAt IS NULL;

index environmentByKey
CREATE INDEX environmentByKey ON environment(key);

index layoutByEnvironment
CREATE INDEX layoutByEnvironment ON layout(environmentId);

index layoutBySceneAndEnvironment
CREATE INDEX layoutBySceneAndEnvironment ON layout(sceneId, environmentId);

index layoutBySnapshot
CREATE INDEX layoutBySnapshot ON layout(snapshotId);

index runByRecordedAt
CREATE INDEX runByRecordedAt ON run(recordedAt);

index runSceneByScene
CREATE INDEX runSceneByScene ON runScene(sceneId);

table baseline
CREATE TABLE baseline (
  id INTEGER PRIMARY KEY,
  track TEXT NOT NULL,
  sceneId INTEGER NOT NULL REFERENCES scene(id),
  environmentKey TEXT NOT NULL,
  layoutId INTEGER NOT NULL REFERENCES layout(id) ON DELETE RESTRICT,
  approvedBy TEXT NOT NULL,
  approvedAt TEXT NOT NULL,                 -- UTC ISO 8601
  reason TEXT NOT NULL,
  replacedAt TEXT,
  replacedById INTEGER REFERENCES baseline(id) ON DELETE SET NULL, retiredBy TEXT, retiredReason TEXT, gitCommit TEXT,
  UNIQUE (track, sceneId, environmentKey, layoutId, approvedAt)
);

table diagnostic
CREATE TABLE diagnostic (
  snapshotId INTEGER NOT NULL REFERENCES snapshot(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('unsatisfiableConstraints', 'ambiguousLayout',
    'scrollableContentSizeAmbiguity', 'outsideSuperviewBounds', 'overlappingSiblings',
    'coveredByKeyboard', 'notModelled')),
  message TEXT NOT NULL,
  viewIds TEXT NOT NULL,                    -- JSON array of view ids: use json_each()
  log TEXT, subject TEXT,                                 -- UIKit's console text, for unsatisfiable ones
  PRIMARY KEY (snapshotId, position)
) WITHOUT ROWID;

table environment
CREATE TABLE environment (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL,
  deviceId TEXT NOT NULL,                   -- `iphone-se-2nd-gen`, or `WxH[@Sx]`
  deviceName TEXT NOT NULL,
  orientation TEXT NOT NULL CHECK (orientation IN ('portrait', 'landscape')),
  keyboard TEXT NOT NULL CHECK (keyboard IN ('hidden', 'shown')),
  direction TEXT NOT NULL CHECK (direction IN ('leftToRight', 'rightToLeft')),
  textSize TEXT NOT NULL,                   -- the content size category (`large` by default)
  screenWidth REAL NOT NULL,                -- points, in this orientation
  screenHeight REAL NOT NULL,
  scale REAL NOT NULL,                      -- pixels per point
  safeAreaTop REAL NOT NULL,
  safeAreaLeft REAL NOT NULL,
  safeAreaBottom REAL NOT NULL,
  safeAreaRight REAL NOT NULL,
  keyboardHeight REAL NOT NULL,             -- points; 0 when hidden
  horizontalSizeClass TEXT NOT NULL CHECK (horizontalSizeClass IN ('compact', 'regular')),
  verticalSizeClass TEXT NOT NULL CHECK (verticalSizeClass IN ('compact', 'regular')),
  rootLayoutMargin REAL                     -- NULL: the engine's rule (16 compact, 20 regular)
);

table layout
CREATE TABLE layout (
  id INTEGER PRIMARY KEY,
  runId INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
  sceneId INTEGER NOT NULL REFERENCES scene(id),
  environmentId INTEGER NOT NULL REFERENCES environment(id),
  snapshotId INTEGER NOT NULL REFERENCES snapshot(id),
  UNIQUE (runId, sceneId, environmentId)
);

table run
CREATE TABLE run (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,                -- identifies the run across databases (merge)
  recordedAt TEXT NOT NULL,                 -- UTC ISO 8601
  track TEXT NOT NULL DEFAULT 'main',       -- the baseline track it was recorded for
  gitCommit TEXT,                           -- NULL outside a repository
  gitBranch TEXT,
  ciJob TEXT,                               -- the CI job that recorded it, if any
  toolVersion TEXT NOT NULL,                -- layoutdb's version
  solverSeconds REAL,                       -- time spent laying out, NULL for device dumps
  source TEXT NOT NULL CHECK (source IN ('solver', 'device-dump'))
, gitDirty INTEGER CHECK (gitDirty IN (0, 1)), allEnvironments INTEGER CHECK (allEnvironments IN (0, 1)), gitParents TEXT, shard TEXT);

table runScene
CREATE TABLE runScene (
  runId INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
  sceneId INTEGER NOT NULL REFERENCES scene(id),
  sourceFile TEXT,                          -- as given on the command line
  contentHash TEXT,                         -- SHA-256 of the file, lowercase hex
  PRIMARY KEY (runId, sceneId)
) WITHOUT ROWID;

table scene
CREATE TABLE scene (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

table schemaMigration
CREATE TABLE schemaMigration (
  identifier TEXT PRIMARY KEY,
  appliedAt TEXT NOT NULL
);

table scrollMetrics
CREATE TABLE scrollMetrics (
  snapshotId INTEGER NOT NULL REFERENCES snapshot(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  viewId TEXT NOT NULL,
  contentWidth REAL NOT NULL,
  contentHeight REAL NOT NULL,
  insetTop REAL NOT NULL,                   -- adjustedContentInset
  insetLeft REAL NOT NULL,
  insetBottom REAL NOT NULL,
  insetRight REAL NOT NULL,
  minimumOffsetX REAL NOT NULL,             -- the valid contentOffset range
  minimumOffsetY REAL NOT NULL,
  maximumOffsetX REAL NOT NULL,
  maximumOffsetY REAL NOT NULL,
  scrollsVertically INTEGER NOT NULL CHECK (scrollsVertically IN (0, 1)),
  scrollsHorizontally INTEGER NOT NULL CHECK (scrollsHorizontally IN (0, 1)),
  PRIMARY KEY (snapshotId, position)
) WITHOUT ROWID;

table snapshot
CREATE TABLE snapshot (
  id INTEGER PRIMARY KEY,
  digest BLOB NOT NULL UNIQUE,              -- SHA-256 of the content and the scale
  scale REAL NOT NULL,                      -- pixels per point of the pixel columns below
  viewCount INTEGER NOT NULL
);

table sourceText
CREATE TABLE sourceText (
  contentHash TEXT PRIMARY KEY,             -- SHA-256 of the file, lowercase hex
  text TEXT NOT NULL
) WITHOUT ROWID;

table textField
CREATE TABLE textField (
  snapshotId INTEGER NOT NULL REFERENCES snapshot(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  viewId TEXT NOT NULL,
  scrollViewId TEXT,                        -- the scroll view that scrolls it, if any
  contentOffsetX REAL,                      -- NULL when not in a scroll view
  contentOffsetY REAL,
  windowX REAL NOT NULL,                    -- points, after scrolling to it
  windowY REAL NOT NULL,
  windowWidth REAL NOT NULL,
  windowHeight REAL NOT NULL,
  isVisibleAboveKeyboard INTEGER NOT NULL CHECK (isVisibleAboveKeyboard IN (0, 1)),
  isCoveredWithoutAdjustment INTEGER NOT NULL CHECK (isCoveredWithoutAdjustment IN (0, 1)),
  PRIMARY KEY (snapshotId, position)
) WITHOUT ROWID;

table viewFrame
CREATE TABLE viewFrame (
  snapshotId INTEGER NOT NULL REFERENCES snapshot(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,                -- 0, 1, ... in the scene's order
  viewPathId INTEGER NOT NULL REFERENCES viewPath(id),
  isHidden INTEGER NOT NULL CHECK (isHidden IN (0, 1)),
  xPixels INTEGER NOT NULL,
  yPixels INTEGER NOT NULL,
  widthPixels INTEGER NOT NULL,
  heightPixels INTEGER NOT NULL,
  windowXPixels INTEGER NOT NULL,
  windowYPixels INTEGER NOT NULL,
  windowWidthPixels INTEGER NOT NULL,
  windowHeightPixels INTEGER NOT NULL,
  ulpCorrections BLOB,
  PRIMARY KEY (snapshotId, position)
) WITHOUT ROWID;

table viewPath
CREATE TABLE viewPath (
  id INTEGER PRIMARY KEY,
  viewId TEXT NOT NULL,                     -- `email`
  path TEXT NOT NULL,                       -- `root/scroll/content/email`
  kind TEXT NOT NULL CHECK (kind IN ('view', 'scrollView', 'label', 'textField', 'textView',
    'button', 'imageView', 'switchControl', 'stackView')),
  UNIQUE (path, viewId, kind)
);

view baselineDrift
CREATE VIEW baselineDrift AS
WITH
  pair AS (
    SELECT layout.id AS layoutId, run.uuid AS runUuid, run.recordedAt, run.track,
      scene.name AS scene, environment.key AS environment,
      layout.snapshotId, runSnapshot.scale AS scale,
      baselineLayout.snapshotId AS baselineSnapshotId, baselineSnapshot.scale AS baselineScale
    FROM layout
    JOIN run ON run.id = layout.runId
    JOIN scene ON scene.id = layout.sceneId
    JOIN environment ON environment.id = layout.environmentId
    JOIN snapshot AS runSnapshot ON runSnapshot.id = layout.snapshotId
    JOIN baseline ON baseline.replacedAt IS NULL AND baseline.track = run.track
      AND baseline.sceneId = layout.sceneId AND baseline.environmentKey = environment.key
    JOIN layout AS baselineLayout ON baselineLayout.id = baseline.layoutId
    JOIN snapshot AS baselineSnapshot ON baselineSnapshot.id = baselineLayout.snapshotId
  ),
  matched AS (
    SELECT pair.*, viewPath.viewId, viewPath.path,
      now.isHidden AS isHidden, was.isHidden AS wasHidden,
      now.xPixels / pair.scale AS x, now.yPixels / pair.scale AS y,
      now.widthPixels / pair.scale AS width, now.heightPixels / pair.scale AS height,
      was.xPixels / pair.baselineScale AS baselineX, was.yPixels / pair.baselineScale AS baselineY,
      was.widthPixels / pair.baselineScale AS baselineWidth,
      was.heightPixels / pair.baselineScale AS baselineHeight
    FROM pair
    JOIN viewFrame AS now ON now.snapshotId = pair.snapshotId
    JOIN viewPath ON viewPath.id = now.viewPathId
    LEFT JOIN viewFrame AS was ON was.snapshotId = pair.baselineSnapshotId
      AND was.viewPathId IN (SELECT id FROM viewPath AS same WHERE same.path = viewPath.path)
    UNION ALL
    SELECT pair.*, viewPath.viewId, viewPath.path,
      NULL, was.isHidden, NULL, NULL, NULL, NULL,
      was.xPixels / pair.baselineScale, was.yPixels / pair.baselineScale,
      was.widthPixels / pair.baselineScale, was.heightPixels / pair.baselineScale
    FROM pair
    JOIN viewFrame AS was ON was.snapshotId = pair.baselineSnapshotId
    JOIN viewPath ON viewPath.id = was.viewPathId
    WHERE NOT EXISTS (
      SELECT 1 FROM viewFrame AS now JOIN viewPath AS same ON same.id = now.viewPathId
      WHERE now.snapshotId = pair.snapshotId AND same.path = viewPath.path)
  )
SELECT layoutId, runUuid, recordedAt, track, scene, environment, viewId, path,
  x, y, width, height, baselineX, baselineY, baselineWidth, baselineHeight,
  x - baselineX AS dx, y - baselineY AS dy,
  width - baselineWidth AS dWidth, height - baselineHeight AS dHeight,
  CASE
    WHEN baselineX IS NULL THEN 'added'
    WHEN x IS NULL THEN 'removed'
    WHEN isHidden AND NOT wasHidden THEN 'hidden'
    WHEN wasHidden AND NOT isHidden THEN 'shown'
    WHEN (x != baselineX OR y != baselineY) AND (width != baselineWidth OR height != baselineHeight)
      THEN 'moved and resized'
    WHEN x != baselineX OR y != baselineY THEN 'moved'
    WHEN width != baselineWidth OR height != baselineHeight THEN 'resized'
  END AS change
FROM matched;

view currentBaseline
CREATE VIEW currentBaseline AS
SELECT
  baseline.id AS baselineId,
  baseline.track,
  scene.name AS scene,
  baseline.environmentKey AS environment,
  baseline.layoutId,
  run.uuid AS runUuid,
  run.gitCommit,
  baseline.approvedBy,
  baseline.approvedAt,
  baseline.reason
FROM baseline
JOIN scene ON scene.id = baseline.sceneId
JOIN layout ON layout.id = baseline.layoutId
JOIN run ON run.id = layout.runId
WHERE baseline.replacedAt IS NULL;

view fieldUnderKeyboard
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

view frameHistory
CREATE VIEW frameHistory AS
SELECT
  layout.id AS layoutId,
  run.uuid AS runUuid,
  run.recordedAt,
  run.gitCommit,
  run.gitBranch,
  run.track,
  scene.name AS scene,
  environment.key AS environment,
  viewPath.viewId,
  viewPath.path,
  viewPath.kind,
  viewFrame.isHidden,
  viewFrame.xPixels / snapshot.scale AS x,
  viewFrame.yPixels / snapshot.scale AS y,
  viewFrame.widthPixels / snapshot.scale AS width,
  viewFrame.heightPixels / snapshot.scale AS height,
  viewFrame.windowXPixels / snapshot.scale AS windowX,
  viewFrame.windowYPixels / snapshot.scale AS windowY,
  viewFrame.windowWidthPixels / snapshot.scale AS windowWidth,
  viewFrame.windowHeightPixels / snapshot.scale AS windowHeight
FROM layout
JOIN run ON run.id = layout.runId
JOIN scene ON scene.id = layout.sceneId
JOIN environment ON environment.id = layout.environmentId
JOIN snapshot ON snapshot.id = layout.snapshotId
JOIN viewFrame ON viewFrame.snapshotId = layout.snapshotId
JOIN viewPath ON viewPath.id = viewFrame.viewPathId;

view latestLayout
CREATE VIEW latestLayout AS
SELECT layoutId, runUuid, recordedAt, gitCommit, gitBranch, track, scene, environment
FROM (
  SELECT
    layout.id AS layoutId,
    run.uuid AS runUuid,
    run.recordedAt,
    run.gitCommit,
    run.gitBranch,
    run.track,
    scene.name AS scene,
    environment.key AS environment,
    ROW_NUMBER() OVER (
      PARTITION BY layout.sceneId, environment.key
      ORDER BY run.recordedAt DESC, run.id DESC
    ) AS rank
  FROM layout
  JOIN run ON run.id = layout.runId
  JOIN scene ON scene.id = layout.sceneId
  JOIN environment ON environment.id = layout.environmentId
)
WHERE rank = 1;

view layoutChange
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

view runOrder
CREATE VIEW runOrder AS
SELECT id AS runId, uuid AS runUuid,
  ROW_NUMBER() OVER (ORDER BY recordedAt DESC, id DESC) AS runsAgo
FROM run;

view scrollHistory
CREATE VIEW scrollHistory AS
SELECT
  layout.id AS layoutId,
  run.uuid AS runUuid,
  run.recordedAt,
  run.gitCommit,
  scene.name AS scene,
  environment.key AS environment,
  scrollMetrics.viewId,
  scrollMetrics.contentWidth,
  scrollMetrics.contentHeight,
  scrollMetrics.insetTop,
  scrollMetrics.insetBottom,
  scrollMetrics.maximumOffsetX,
  scrollMetrics.maximumOffsetY,
  scrollMetrics.scrollsVertically,
  scrollMetrics.scrollsHorizontally
FROM layout
JOIN run ON run.id = layout.runId
JOIN scene ON scene.id = layout.sceneId
JOIN environment ON environment.id = layout.environmentId
JOIN scrollMetrics ON scrollMetrics.snapshotId = layout.snapshotId;

view scrollingScene
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

view textFieldHistory
CREATE VIEW textFieldHistory AS
SELECT
  layout.id AS layoutId,
  run.uuid AS runUuid,
  run.recordedAt,
  run.gitCommit,
  scene.name AS scene,
  environment.key AS environment,
  textField.viewId,
  textField.scrollViewId,
  textField.contentOffsetY,
  textField.windowY,
  textField.windowHeight,
  textField.isVisibleAboveKeyboard,
  textField.isCoveredWithoutAdjustment
FROM layout
JOIN run ON run.id = layout.runId
JOIN scene ON scene.id = layout.sceneId
JOIN environment ON environment.id = layout.environmentId
JOIN textField ON textField.snapshotId = layout.snapshotId;

view viewMove
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
