-- SQL views for people using sqlite3: frames in points, the latest layout per scene and
-- environment, the current baselines, each view's frame history, and drift against baselines.
-- They join the tables of 0001 and convert pixels to points (`xPixels / scale`); nothing here
-- stores data.

-- Every stored view of every layout, in points, with its run, scene and environment.
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

-- Each scroll view of every layout, with its run, scene and environment.
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

-- Each text field of every layout with the keyboard shown, with its run, scene and environment.
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

-- The most recent layout of each scene in each environment key (by recordedAt, then run id).
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

-- The approved layout of each track x scene x environment, and who approved it, when and why.
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

-- Every view of every run's layouts next to the same view (same path) in the current baseline
-- of the run's track, scene and environment, in points: `change` is 'moved', 'resized',
-- 'moved and resized', 'shown', 'hidden', 'added' (not in the baseline), 'removed' (only in the
-- baseline) or NULL when nothing changed. Runs without a baseline for a layout do not appear.
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
