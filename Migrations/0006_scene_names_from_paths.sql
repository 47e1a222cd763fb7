-- Interface Builder scenes are named after their file's path from the project root
-- (`App/Main/Sign Up` for `App/Main.storyboard`), so two `Main.storyboard`s in different
-- folders keep their own baselines. Scenes recorded before were named after the file's name
-- alone (`Main/Sign Up`): each takes the folder of the file it was last read from, when that
-- file is a storyboard or xib in a folder of the project (stored relative, without `./`), and
-- no scene has the new name yet. YAML scenes keep the names their files give them.
UPDATE scene
SET name = (
  SELECT rtrim(runScene.sourceFile, replace(runScene.sourceFile, '/', ''))
  FROM runScene JOIN run ON run.id = runScene.runId
  WHERE runScene.sceneId = scene.id
  ORDER BY run.recordedAt DESC, run.id DESC LIMIT 1
) || name
WHERE id IN (
  SELECT latest.sceneId FROM (
    SELECT runScene.sceneId, runScene.sourceFile,
      row_number() OVER (
        PARTITION BY runScene.sceneId ORDER BY run.recordedAt DESC, run.id DESC
      ) AS position
    FROM runScene JOIN run ON run.id = runScene.runId
  ) AS latest
  JOIN scene AS named ON named.id = latest.sceneId
  WHERE latest.position = 1
    AND latest.sourceFile LIKE '%/%'
    AND latest.sourceFile NOT LIKE '/%'
    AND latest.sourceFile NOT LIKE '.%'
    AND (lower(latest.sourceFile) LIKE '%.storyboard' OR lower(latest.sourceFile) LIKE '%.xib')
    AND substr(named.name, 1, length(rtrim(latest.sourceFile, replace(latest.sourceFile, '/', ''))))
      != rtrim(latest.sourceFile, replace(latest.sourceFile, '/', ''))
    AND NOT EXISTS (
      SELECT 1 FROM scene AS other
      WHERE other.name = rtrim(latest.sourceFile, replace(latest.sourceFile, '/', '')) || named.name
    )
);
