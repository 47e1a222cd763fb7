extension HTMLReport {
  /// The page's only stylesheet, inline. Colours: current frames blue, baseline outlines
  /// grey and dashed, changes by severity (error red, warning amber, info green), keyboard
  /// grey, safe area green and dashed.
  static let style = """

    :root { color-scheme: light; font-family: -apple-system, system-ui, sans-serif; }
    body { margin: 0 auto; max-width: 1400px; padding: 16px; color: #1d1d1f; background: #fafafa; }
    h1 { font-size: 1.6em; margin: 0 0 8px; }
    h2 { font-size: 1.15em; margin: 0 0 8px; }
    h2 .environment { font-weight: normal; color: #555; }
    .verdict { font-size: 1.1em; font-weight: 600; }
    .verdict.drift { color: #b3261e; }
    .verdict.clean { color: #1b7f3b; }
    .index { columns: 2; font-size: 0.9em; }
    .index .status { color: #555; }
    .index .status-drift .status { color: #b3261e; }
    .entry {
      background: #fff;
      border: 1px solid #ddd;
      border-radius: 8px;
      margin: 16px 0;
      padding: 12px;
    }
    .entry.status-drift { border-left: 6px solid #b3261e; }
    .entry.status-clean { border-left: 6px solid #1b7f3b; }
    .entry.status-new { border-left: 6px solid #777; }
    .entry-body { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
    .screen-figure { margin: 0; }
    .screen-figure figcaption { font-size: 0.8em; color: #555; margin-top: 4px; }
    .screen { max-width: 100%; height: auto; border: 1px solid #999; background: #fff; }
    .changes { flex: 1; min-width: 280px; }
    .change-list { padding-left: 20px; }
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
    .screen-bounds { fill: #f4f4f4; }
    .frame.current {
      fill: rgba(0, 113, 227, 0.06);
      stroke: rgba(0, 113, 227, 0.55);
      stroke-width: 0.5;
    }
    .frame.baseline { fill: none; stroke: #888; stroke-width: 1; stroke-dasharray: 3 2; }
    .frame.hidden-view { opacity: 0.25; }
    .frame.current.changed.severity-error {
      fill: rgba(179, 38, 30, 0.14);
      stroke: #b3261e;
      stroke-width: 1.5;
    }
    .frame.current.changed.severity-warning {
      fill: rgba(191, 135, 0, 0.14);
      stroke: #bf8700;
      stroke-width: 1.5;
    }
    .frame.current.changed.severity-info {
      fill: rgba(27, 127, 59, 0.2);
      stroke: #1b7f3b;
      stroke-width: 1.5;
    }
    .frame.baseline.changed { stroke: #b3261e; stroke-width: 1.5; }
    .frame.baseline.removed { stroke: #b3261e; stroke-dasharray: 6 3; }
    .safe-area { fill: none; stroke: #1b7f3b; stroke-width: 1; stroke-dasharray: 2 4; }
    .keyboard { fill: rgba(60, 60, 67, 0.35); }
    .keyboard-label { font-size: 12px; fill: #fff; }
    .view-label { font-size: 10px; font-family: ui-monospace, monospace; }
    .view-label.severity-error { fill: #b3261e; }
    .view-label.severity-warning { fill: #9a6700; }
    .view-label.severity-info { fill: #1b7f3b; }
    .swatch {
      display: inline-block;
      width: 12px;
      height: 12px;
      vertical-align: middle;
      border: 1px solid #888;
    }
    .swatch.current { background: rgba(0, 113, 227, 0.2); border-color: rgba(0, 113, 227, 0.55); }
    .swatch.baseline { border-style: dashed; }
    .swatch.changed { background: rgba(179, 38, 30, 0.25); border-color: #b3261e; }
    .swatch.safe-area { border: 1px dashed #1b7f3b; }
    .swatch.keyboard { background: rgba(60, 60, 67, 0.35); }
    .diagnostics { font-size: 0.9em; color: #444; }

    """
}
