-- A baseline's diagnostics are paired with a new layout's by what they are about, not by their
-- words, so that a layoutdb which rewords a message does not fail every user's `check`.
-- `subject` says it in terms no rewording changes (LayoutEngine's `Diagnostic.subject`): the
-- axes of an ambiguity (`x,height`, `width,height`), the constraint broken in the scene-file
-- notation (`image.width == 100`) or the engine's name for its own, the topic of an importer's
-- note (`skipped constraint abc-12-xyz`). NULL for the geometric kinds, which pair by kind and
-- views (their messages quote frames), and for notes whose text says no subject. Rows recorded
-- before take it from their message, in every wording layoutdb has written.
ALTER TABLE diagnostic ADD COLUMN subject TEXT;

-- "scrollable content size ambiguity in scroll: the content's constraints do not determine its
-- width and height"
UPDATE diagnostic SET subject = CASE
  WHEN message LIKE '% its width and height' THEN 'width,height'
  WHEN message LIKE '% its width' THEN 'width'
  WHEN message LIKE '% its height' THEN 'height'
END
WHERE kind = 'scrollableContentSizeAmbiguity';

-- "title has ambiguous layout: need constraints for X position, height"
UPDATE diagnostic SET subject = replace(replace(replace(
    substr(message, instr(message, 'need constraints for ') + length('need constraints for ')),
    'X position', 'x'), 'Y position', 'y'), ', ', ',')
WHERE kind = 'ambiguousLayout' AND instr(message, 'need constraints for ') > 0;

-- The engine's own constraints: "root.x: <equation> cannot hold: <error>" (the name before the
-- colon). The scene's: "<constraint> conflicts with …", "<constraint> cannot hold on this
-- device …", and before session 10 "<constraint> contradicts the screen size with …".
UPDATE diagnostic SET subject = CASE
  WHEN instr(message, ' cannot hold: ') > 0 THEN substr(message, 1, instr(message, ': ') - 1)
  WHEN instr(message, ' conflicts with ') > 0
    THEN substr(message, 1, instr(message, ' conflicts with ') - 1)
  WHEN instr(message, ' cannot hold on ') > 0
    THEN substr(message, 1, instr(message, ' cannot hold on ') - 1)
  WHEN instr(message, ' contradicts the screen size') > 0
    THEN substr(message, 1, instr(message, ' contradicts the screen size') - 1)
END
WHERE kind = 'unsatisfiableConstraints';

-- The importer's notes, each wording it writes (IBSceneBuilder's `note(_:views:about:)`).
UPDATE diagnostic SET subject = CASE
  WHEN message LIKE '% constraint(s) not installed at the design size class%'
    THEN 'constraints not installed ' || substr(message, 1, instr(message, ' ') - 1)
  WHEN message LIKE '% placeholder constraint(s) removed, as at build time'
    THEN 'placeholder constraints ' || substr(message, 1, instr(message, ' ') - 1)
  WHEN message LIKE 'constraint % uses %, which is not modelled; it was left out'
    THEN 'constraint left out ' || substr(message, 12, instr(message, ' uses ') - 12)
  WHEN message LIKE 'constraint % relates %, which is not in the scene; it was left out'
    THEN 'constraint left out ' || substr(message, 12, instr(message, ' relates ') - 12)
  WHEN message LIKE '% (%) is not installed at the design size class' THEN 'view not installed'
  WHEN message LIKE 'the canvas device ''%'' is not known; %'
    THEN 'unknown device ' || substr(message, 20, instr(message, ''' is not known') - 20)
  WHEN message LIKE 'the navigation bar is opaque%' THEN 'canvas below navigation bar'
  WHEN instr(message, ' skipped: ') > instr(message, ': ') AND instr(message, ': ') > 0
    THEN 'skipped ' || substr(message, instr(message, ': ') + 2,
      instr(message, ' skipped: ') - instr(message, ': ') - 2)
  WHEN message LIKE '%: SF Symbol ''%'' estimated at %'
    THEN 'symbol size ' || substr(message, instr(message, 'SF Symbol ''') + 11,
      instr(message, ''' estimated at ') - instr(message, 'SF Symbol ''') - 11)
  WHEN message LIKE '%: image ''%'' is not in the document''s resources%'
    THEN 'image not in resources ' || substr(message, instr(message, ': image ''') + 9,
      instr(message, ''' is not in the document') - instr(message, ': image ''') - 9)
  -- "p-1: <pageControl> is not modelled: laid out as a plain view", about its one view (CASE
  -- evaluates lazily: a damaged viewIds never reaches json_extract, which would stop the
  -- migration)
  WHEN CASE WHEN json_valid(viewIds) THEN
      CASE WHEN json_type(viewIds, '$[0]') = 'text'
        THEN substr(message, 1, length(json_extract(viewIds, '$[0]')) + 2)
          = json_extract(viewIds, '$[0]') || ': '
      END
    END
    THEN 'approximated class'
END
WHERE kind = 'notModelled';
