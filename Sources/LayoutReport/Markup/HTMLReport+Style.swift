extension HTMLReport {
  /// The page's only stylesheet, inline. Views blue, changes by severity (error red, warning
  /// amber, info green) on both sides, baseline outlines dashed in the overlay, scroll content
  /// violet, the area off the screen grey, the keyboard dark, the safe area green and dashed.
  /// Names carry a white halo (`paint-order: stroke`) so no outline strikes them through.
  /// The drawing modes switch on the radio buttons' `:checked`, without a script.
  static let style = """

    :root { color-scheme: light; font-family: -apple-system, system-ui, sans-serif; }
    body { margin: 0 auto; max-width: 1500px; padding: 16px; color: #1d1d1f; background: #fafafa; }
    h1 { font-size: 1.5em; margin: 0 0 8px; }
    h2 { display: inline; font-size: 1.1em; margin: 0; }
    h2 .environment-key { font-weight: normal; font-family: ui-monospace, monospace; font-size: 0.9em; }
    summary .environment { display: block; margin-left: 1.2em; color: #555; font-size: 0.9em; }
    h2 .status-line { font-weight: normal; font-size: 0.85em; color: #555; margin-left: 8px; }
    .status-drift h2 .status-line { color: #b3261e; }
    .verdict { font-size: 1.1em; font-weight: 600; }
    .verdict.drift { color: #b3261e; }
    .verdict.clean { color: #1b7f3b; }
    .index { columns: 2; font-size: 0.9em; }
    .index .status { color: #555; }
    .index li { break-inside: avoid; }
    .index .status-drift .status { color: #b3261e; }
    .entry {
      background: #fff;
      border: 1px solid #ddd;
      border-radius: 8px;
      margin: 12px 0;
      padding: 8px 12px;
    }
    .entry.status-drift { border-left: 6px solid #b3261e; }
    .entry.status-clean { border-left: 6px solid #1b7f3b; }
    .entry.status-new { border-left: 6px solid #777; }
    .entry-details > summary { cursor: pointer; padding: 4px 0; }
    .entry-body { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; margin-top: 8px; }
    .drawings { flex: 0 1 auto; min-width: 0; max-width: 100%; font-size: 0.85em; }
    .drawings > label { margin-right: 12px; color: #333; }
    .side-by-side, .overlaid { display: flex; gap: 12px; align-items: flex-start; margin-top: 6px; }
    .overlaid { display: none; }
    .mode-overlay:checked ~ .side-by-side { display: none; }
    .mode-overlay:checked ~ .overlaid { display: flex; }
    .screen-figure { margin: 0; flex: 0 1 auto; min-width: 0; }
    .screen-figure figcaption { font-weight: 600; color: #333; margin-bottom: 2px; }
    .screen { display: block; max-width: 100%; height: auto; border: 1px solid #bbb; }
    .legend { color: #555; margin: 6px 0 0; width: 0; min-width: 100%; }
    .changes { flex: 1 1 380px; min-width: 300px; }
    .change-list { padding-left: 24px; margin: 4px 0; }
    .cause { margin: 4px 0 8px; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
    .change { margin: 4px 0; }
    .change .severity {
      display: inline-block;
      min-width: 4.5em;
      font-size: 0.8em;
      font-weight: 600;
      text-transform: uppercase;
    }
    .change.severity-error .severity { color: #b3261e; }
    .change.severity-warning .severity { color: #9a6700; }
    .change.severity-info .severity { color: #1b7f3b; }
    .change .values {
      display: block;
      font-family: ui-monospace, monospace;
      font-size: 0.8em;
      color: #555;
      margin-left: 4.9em;
    }
    .more-changes > summary { cursor: pointer; color: #555; margin-left: 24px; }
    .offscreen { fill: #e4e4e8; }
    .screen-bounds { fill: #fff; }
    .frame { fill: rgba(0, 113, 227, 0.05); stroke: rgba(0, 113, 227, 0.6); stroke-width: 0.75; }
    .frame.kind-scrollView { fill: none; }
    .frame.hidden-view { opacity: 0.25; }
    .frame.changed.severity-error { fill: rgba(179, 38, 30, 0.12); stroke: #b3261e; stroke-width: 1.5; }
    .frame.changed.severity-warning { fill: rgba(191, 135, 0, 0.12); stroke: #bf8700; stroke-width: 1.5; }
    .frame.changed.severity-info { fill: rgba(27, 127, 59, 0.15); stroke: #1b7f3b; stroke-width: 1.5; }
    .frame.kind-scrollView.changed { fill: none; }
    .frame:hover { stroke-width: 2.5; }
    .frame.added { stroke-dasharray: 6 2; }
    .frame.removed { stroke-dasharray: 6 3; }
    svg[data-side="overlay"] .frame.baseline { fill: none; stroke: #666; stroke-width: 1; stroke-dasharray: 3 2; }
    svg[data-side="overlay"] .frame.baseline.changed { stroke: #b3261e; stroke-width: 1.25; }
    .scroll-content { fill: rgba(124, 77, 255, 0.05); stroke: #7c4dff; stroke-width: 1; stroke-dasharray: 5 3; }
    svg[data-side="overlay"] .scroll-content.baseline { fill: none; stroke: #aaa; }
    .safe-area { fill: none; stroke: #1b7f3b; stroke-width: 0.75; stroke-dasharray: 2 4; }
    .viewport.at-rest { fill: none; stroke: #1d1d1f; stroke-width: 2; }
    .viewport.scrolled { fill: none; stroke: #0a7ea4; stroke-width: 2; stroke-dasharray: 8 4; }
    .keyboard.at-rest { fill: rgba(60, 60, 67, 0.3); }
    .keyboard.scrolled { fill: rgba(10, 126, 164, 0.14); }
    .view-label {
      font-size: 10px;
      font-family: ui-monospace, "DejaVu Sans Mono", monospace;
      fill: #24527a;
      paint-order: stroke;
      stroke: #fff;
      stroke-width: 3px;
      stroke-linejoin: round;
    }
    .view-label.changed { font-weight: 600; }
    .viewport-label { font-size: 10px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-weight: 600; }
    .viewport-label { paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; }
    .viewport-label.at-rest { fill: #1d1d1f; }
    .viewport-label.scrolled { fill: #0a7ea4; }
    .view-label.severity-error { fill: #b3261e; }
    .view-label.severity-warning { fill: #9a6700; }
    .view-label.severity-info { fill: #1b7f3b; }
    .swatch {
      display: inline-block;
      width: 12px;
      height: 12px;
      vertical-align: middle;
      border: 1px solid #888;
      margin-left: 6px;
    }
    .swatch.current { background: rgba(0, 113, 227, 0.15); border-color: rgba(0, 113, 227, 0.6); }
    .swatch.changed { background: rgba(179, 38, 30, 0.25); border-color: #b3261e; }
    .swatch.changed.warning { background: rgba(191, 135, 0, 0.25); border-color: #bf8700; }
    .swatch.scroll-content { border: 1px dashed #7c4dff; }
    .swatch.offscreen { background: #e4e4e8; border-color: #e4e4e8; }
    .swatch.safe-area { border: 1px dashed #1b7f3b; }
    .swatch.keyboard { background: rgba(60, 60, 67, 0.3); }
    .swatch.scrolled { border: 2px dashed #0a7ea4; }
    .diagnostics { font-size: 0.9em; color: #444; }

    """
}
