package org.stocktrader.bench;

/**
 * The frame of the benchmark's HTML pages: one self-contained file (inline style and SVG,
 * no script, no font or stylesheet from anywhere), readable offline and attachable to an
 * issue.
 */
final class HtmlPage {

	private static final String STYLE = """
			body { font-family: system-ui, sans-serif; margin: 1.5em auto; max-width: 1200px; padding: 0 1em;
			  color: #1f2328; line-height: 1.4; }
			h1 { font-size: 1.5em; margin-bottom: 0.2em; } h2 { margin-top: 1.6em; border-bottom: 1px solid #d0d7de; }
			table { border-collapse: collapse; margin: 0.6em 0; font-size: 0.9em; }
			th, td { border: 1px solid #d0d7de; padding: 0.2em 0.45em; text-align: right; white-space: nowrap; }
			thead th { background: #f6f8fa; text-align: center; white-space: normal; }
			tbody th { text-align: left; }
			code, pre { font-family: ui-monospace, monospace; font-size: 0.85em; }
			pre { background: #f6f8fa; padding: 0.8em; overflow-x: auto; }
			.command { background: #f6f8fa; padding: 0.4em 0.6em; display: block; overflow-x: auto; }
			.note { color: #57606a; max-width: 60em; }
			.charts { display: flex; flex-wrap: wrap; gap: 0.5em; }
			.charts svg { max-width: 100%; height: auto; border: 1px solid #d0d7de; }
			details { margin: 0.6em 0; } summary { cursor: pointer; font-weight: 600; }
			""";

	private HtmlPage() {
	}

	static String document(String title, String body) {
		return """
				<!DOCTYPE html>
				<html lang="en">
				<head>
				<meta charset="utf-8">
				<meta name="viewport" content="width=device-width, initial-scale=1">
				<title>%s</title>
				<style>
				%s</style>
				</head>
				<body>
				%s</body>
				</html>
				""".formatted(TimeChart.escape(title), STYLE, body);
	}

}
