package org.stocktrader.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * A table of a report, written once and shown both as Markdown ({@code results.md},
 * {@code compare.md}) and as HTML ({@code report.html}, {@code compare.html}).
 *
 * @param header the column titles
 * @param rows the cells, as text
 */
record ReportTable(List<String> header, List<List<String>> rows) {

	ReportTable(String... header) {
		this(List.of(header), new ArrayList<>());
	}

	ReportTable add(String... cells) {
		this.rows.add(List.of(cells));
		return this;
	}

	boolean isEmpty() {
		return this.rows.isEmpty();
	}

	String markdown() {
		StringBuilder md = new StringBuilder();
		md.append("| ").append(String.join(" | ", escaped(this.header))).append(" |\n");
		md.append("|").append("---|".repeat(this.header.size())).append('\n');
		for (List<String> row : this.rows) {
			md.append("| ").append(String.join(" | ", escaped(row))).append(" |\n");
		}
		return md.toString();
	}

	String html() {
		StringBuilder html = new StringBuilder("<table>\n<thead><tr>");
		this.header.forEach((cell) -> html.append("<th>").append(TimeChart.escape(cell)).append("</th>"));
		html.append("</tr></thead>\n<tbody>\n");
		for (List<String> row : this.rows) {
			html.append("<tr>");
			for (int i = 0; i < row.size(); i++) {
				html.append((i == 0) ? "<th scope=\"row\">" : "<td>")
					.append(TimeChart.escape(row.get(i)))
					.append((i == 0) ? "</th>" : "</td>");
			}
			html.append("</tr>\n");
		}
		return html.append("</tbody>\n</table>\n").toString();
	}

	private static List<String> escaped(List<String> cells) {
		return cells.stream().map((cell) -> cell.replace("|", "\\|")).toList();
	}

}
