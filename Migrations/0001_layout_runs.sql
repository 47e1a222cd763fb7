-- The layout run database: runs, where each came from, the scenes and environments they laid out,
-- every view's frame, scroll metrics, keyboard results, diagnostics, and approved baselines.
--
-- Conventions: tables are singular camelCase; `id` is each table's integer key and `<table>Id`
-- references it; `viewId` is a view's id in its scene (`email`), never a key. Times are UTC
-- ISO 8601 text (`2025-06-01T12:00:00.000Z`), so they sort and read as written.
--
-- Frames are stored in whole pixels of their environment (`xPixels`: x times the scale), which
-- SQLite stores in one to three bytes; the SQL views in 0002 show them in points. A layout that
-- did not change since an earlier run is not stored again: `layout` rows point at a shared
-- `snapshot` (by its SHA-256 digest), and its rows are written once.

-- Marks the file as a layoutdb database ('LYDB'), so other SQLite files are refused clearly.
PRAGMA application_id = 1280918594;

-- One `layoutdb record` (or check, or merge of one): the whole run is written in one transaction.
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
);
CREATE INDEX runByRecordedAt ON run(recordedAt);

-- A scene by name: baselines and history follow the name across files and edits.
CREATE TABLE scene (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

-- Which file (and which content) a scene was read from in a run.
CREATE TABLE runScene (
  runId INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
  sceneId INTEGER NOT NULL REFERENCES scene(id),
  sourceFile TEXT,                          -- as given on the command line
  contentHash TEXT,                         -- SHA-256 of the file, lowercase hex
  PRIMARY KEY (runId, sceneId)
) WITHOUT ROWID;
CREATE INDEX runSceneByScene ON runScene(sceneId);

-- The conditions of a layout. `key` is the stable name filters match
-- (`iphone-se-2nd-gen/landscape/keyboard-shown`, plus `/right-to-left` and `/text-<size>` when
-- not the defaults); the numbers are the device catalog's at the time, so a catalog change
-- makes a new row with the same key.
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
CREATE INDEX environmentByKey ON environment(key);

-- The solved content of one scene in one environment, shared by every run that produced exactly
-- the same content: views, scroll views, text fields and diagnostics.
CREATE TABLE snapshot (
  id INTEGER PRIMARY KEY,
  digest BLOB NOT NULL UNIQUE,              -- SHA-256 of the content and the scale
  scale REAL NOT NULL,                      -- pixels per point of the pixel columns below
  viewCount INTEGER NOT NULL
);

-- A view by id, path and kind, written once and shared by every frame of it.
CREATE TABLE viewPath (
  id INTEGER PRIMARY KEY,
  viewId TEXT NOT NULL,                     -- `email`
  path TEXT NOT NULL,                       -- `root/scroll/content/email`
  kind TEXT NOT NULL CHECK (kind IN ('view', 'scrollView', 'label', 'textField', 'textView',
    'button', 'imageView', 'switchControl', 'stackView')),
  UNIQUE (path, viewId, kind)
);

-- Every view of a snapshot, in the scene's order. Frames are in whole pixels: `frame` in the
-- superview's coordinates (content coordinates inside a scroll view), `window` in the window's.
-- `ulpCorrections` is NULL when every value is exactly pixels / scale; otherwise 8 zigzag
-- varints, how many units in the last place each Double differs from it (the engine subtracts
-- snapped edges, which at scale 3 leaves last-bit differences). With it a run loads back bit for
-- bit; people can ignore it.
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
-- No index on viewPathId: it would cost a quarter of each row's bytes. History queries start
-- from `layout` (indexed by scene and environment) and read a snapshot's rows by its key.

-- Each scroll view's metrics (`UIScrollView`), in points.
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

-- Where each text field or text view ends up as first responder with the keyboard shown.
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

-- The engine's findings (and an importer's notes) about a layout.
CREATE TABLE diagnostic (
  snapshotId INTEGER NOT NULL REFERENCES snapshot(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('unsatisfiableConstraints', 'ambiguousLayout',
    'scrollableContentSizeAmbiguity', 'outsideSuperviewBounds', 'overlappingSiblings',
    'coveredByKeyboard', 'notModelled')),
  message TEXT NOT NULL,
  viewIds TEXT NOT NULL,                    -- JSON array of view ids: use json_each()
  log TEXT,                                 -- UIKit's console text, for unsatisfiable ones
  PRIMARY KEY (snapshotId, position)
) WITHOUT ROWID;

-- One scene laid out in one environment in one run.
CREATE TABLE layout (
  id INTEGER PRIMARY KEY,
  runId INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
  sceneId INTEGER NOT NULL REFERENCES scene(id),
  environmentId INTEGER NOT NULL REFERENCES environment(id),
  snapshotId INTEGER NOT NULL REFERENCES snapshot(id),
  UNIQUE (runId, sceneId, environmentId)
);
CREATE INDEX layoutBySceneAndEnvironment ON layout(sceneId, environmentId);
CREATE INDEX layoutByEnvironment ON layout(environmentId);
CREATE INDEX layoutBySnapshot ON layout(snapshotId);

-- Approved layouts, per track (a branch name) x scene x environment key. The current baseline
-- has `replacedAt` NULL; approving again keeps the earlier row, with when and by which it was
-- replaced. A layout that is a baseline cannot be deleted (prune keeps its run).
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
  replacedById INTEGER REFERENCES baseline(id) ON DELETE SET NULL,
  UNIQUE (track, sceneId, environmentKey, layoutId, approvedAt)
);
CREATE UNIQUE INDEX baselineCurrent ON baseline(track, sceneId, environmentKey)
  WHERE replacedAt IS NULL;
CREATE INDEX baselineByLayout ON baseline(layoutId);
CREATE INDEX baselineByReplacement ON baseline(replacedById);
