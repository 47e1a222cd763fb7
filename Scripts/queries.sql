-- layoutdb's sqlite3 cookbook: fourteen questions people ask of a layout database, answered with
-- the SQL views of Migrations/0002_views_for_people.sql and 0005_history_views.sql (frames in
-- points).
--
--   sqlite3 -header -column .layoutdb/layouts.sqlite < Scripts/queries.sql
--   (after `layoutdb demo`: .layoutdb/demo/layouts.sqlite, the demo's own database)
--
-- The names are the Examples' (scene 'Form', fields field0...field5, iphone-se-2nd-gen); put
-- yours in. Tests run every query against a populated database (Tests/LayoutStoreTests).

-- 1. When did the last field (field5) start being covered by the keyboard on the SE in
--    landscape? The first run it is covered after the last run it was not.
SELECT runUuid, recordedAt, gitCommit
FROM textFieldHistory
WHERE scene = 'Form' AND viewId = 'field5'
  AND environment = 'iphone-se-2nd-gen/landscape/keyboard-shown'
  AND isVisibleAboveKeyboard = 0
  AND recordedAt > COALESCE((
    SELECT MAX(recordedAt) FROM textFieldHistory
    WHERE scene = 'Form' AND viewId = 'field5'
      AND environment = 'iphone-se-2nd-gen/landscape/keyboard-shown'
      AND isVisibleAboveKeyboard = 1), '')
ORDER BY recordedAt
LIMIT 1;

-- 2. Which scenes scroll on the iPhone 16 but not on the iPhone 16 Pro Max (latest runs,
--    portrait, keyboard hidden)?
SELECT DISTINCT small.scene
FROM scrollHistory AS small
JOIN latestLayout AS latestSmall ON latestSmall.layoutId = small.layoutId
WHERE small.environment = 'iphone-16/portrait/keyboard-hidden' AND small.scrollsVertically = 1
  AND NOT EXISTS (
    SELECT 1 FROM scrollHistory AS large
    JOIN latestLayout AS latestLarge ON latestLarge.layoutId = large.layoutId
    WHERE large.scene = small.scene AND large.viewId = small.viewId
      AND large.environment = 'iphone-16-pro-max/portrait/keyboard-hidden'
      AND large.scrollsVertically = 1)
ORDER BY small.scene;

-- 3. The frame of a view (field3) over the last 20 commits, on one environment.
SELECT gitCommit, MAX(recordedAt) AS recordedAt, x, y, width, height
FROM frameHistory
WHERE scene = 'Form' AND viewId = 'field3'
  AND environment = 'iphone-se-2nd-gen/portrait/keyboard-hidden'
GROUP BY gitCommit
ORDER BY recordedAt DESC
LIMIT 20;

-- 4. What moved in the latest run, compared with the baselines of its track?
SELECT scene, environment, viewId, change, dx, dy, dWidth, dHeight
FROM baselineDrift
WHERE runUuid = (SELECT uuid FROM run ORDER BY recordedAt DESC, id DESC LIMIT 1)
  AND change IS NOT NULL
ORDER BY scene, environment, path;

-- 5. The current baselines: which run, who approved them, when and why.
SELECT track, scene, environment, substr(runUuid, 1, 8) AS run, approvedBy, approvedAt, reason
FROM currentBaseline
ORDER BY track, scene, environment;

-- 6. Every approval a scene has had on one environment, the replaced ones included.
SELECT baseline.approvedAt, baseline.approvedBy, baseline.reason, baseline.replacedAt,
  run.gitCommit
FROM baseline
JOIN scene ON scene.id = baseline.sceneId
JOIN layout ON layout.id = baseline.layoutId
JOIN run ON run.id = layout.runId
WHERE scene.name = 'Form' AND baseline.environmentKey = 'iphone-se-2nd-gen/portrait/keyboard-hidden'
ORDER BY baseline.approvedAt, baseline.id;

-- 7. The last ten runs: where they came from and how many layouts each holds (a commit ends in
--    `-dirty` when the run was recorded with uncommitted changes).
SELECT run.recordedAt, substr(run.uuid, 1, 8) AS run, run.gitBranch,
  run.gitCommit || CASE run.gitDirty WHEN 1 THEN '-dirty' ELSE '' END AS gitCommit, run.ciJob,
  run.source, COUNT(layout.id) AS layouts
FROM run LEFT JOIN layout ON layout.runId = run.id
GROUP BY run.id
ORDER BY run.recordedAt DESC, run.id DESC
LIMIT 10;

-- 8. Which views have an ambiguous layout in the latest layouts, per scene and environment?
SELECT latestLayout.scene, latestLayout.environment, views.value AS viewId, diagnostic.message
FROM latestLayout
JOIN layout ON layout.id = latestLayout.layoutId
JOIN diagnostic ON diagnostic.snapshotId = layout.snapshotId
JOIN json_each(diagnostic.viewIds) AS views
WHERE diagnostic.kind = 'ambiguousLayout'
ORDER BY latestLayout.scene, latestLayout.environment, viewId;

-- 9. Which text fields stay under the keyboard, or need scrolling to be seen, in the latest
--    layouts?
SELECT textFieldHistory.scene, textFieldHistory.environment, textFieldHistory.viewId,
  textFieldHistory.isVisibleAboveKeyboard, textFieldHistory.isCoveredWithoutAdjustment
FROM textFieldHistory
JOIN latestLayout ON latestLayout.layoutId = textFieldHistory.layoutId
WHERE textFieldHistory.isVisibleAboveKeyboard = 0
  OR textFieldHistory.isCoveredWithoutAdjustment = 1
ORDER BY textFieldHistory.scene, textFieldHistory.environment, textFieldHistory.viewId;

-- 10. How much history is stored: frames recorded across all runs, rows actually stored
--     (unchanged layouts are shared), and the file's size per stored row.
SELECT
  (SELECT SUM(snapshot.viewCount) FROM layout JOIN snapshot ON snapshot.id = layout.snapshotId)
    AS framesRecorded,
  (SELECT COUNT(*) FROM viewFrame) AS framesStored,
  (SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()) AS fileBytes;

-- 11. When did the content view last change size or move, in which commit, and by how much?
SELECT recordedAt, gitCommit, environment, change,
  round(dx, 2) AS dx, round(dy, 2) AS dy, round(dWidth, 2) AS dWidth, round(dHeight, 2) AS dHeight
FROM viewMove
WHERE scene = 'Form' AND viewId = 'content'
ORDER BY recordedAt DESC, environment
LIMIT 1;

-- 12. Which layouts changed most often in the last 20 runs?
SELECT scene, environment, COUNT(*) AS changes, MAX(recordedAt) AS lastChanged
FROM layoutChange
WHERE runsAgo <= 20
GROUP BY scene, environment
ORDER BY changes DESC, scene, environment
LIMIT 10;

-- 13. Which scenes scroll on which devices (latest layouts, keyboard hidden)?
SELECT scene, deviceId, orientation, viewId, round(contentHeight, 2) AS contentHeight
FROM scrollingScene
WHERE keyboard = 'hidden'
ORDER BY scene, deviceId, orientation, viewId;

-- 14. Which text fields end up under the keyboard, per device, run by run?
SELECT deviceId, orientation, recordedAt, gitCommit, COUNT(*) AS fields,
  group_concat(scene || ' ' || viewId, ', ') AS which
FROM fieldUnderKeyboard
GROUP BY deviceId, orientation, runUuid
ORDER BY deviceId, orientation, recordedAt;
