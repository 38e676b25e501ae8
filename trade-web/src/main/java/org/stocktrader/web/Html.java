package org.stocktrader.web;

import org.unbescape.html.HtmlEscape;

/**
 * Markup built in Java for a page's repeated rows, printed with one {@code th:utext}
 * instead of a {@code th:each} whose every cell is a {@code th:text} (each one a SpEL
 * evaluation, a tag copy and a text event in Thymeleaf). Every value is escaped as
 * Thymeleaf escapes {@code th:text} and attribute values in HTML mode (unbescape's
 * {@code escapeHtml4Xml}: {@code & < > " '}), so the markup is the same as the template's
 * was; a {@code null} value prints nothing, as {@code th:text} does.
 */
public final class Html {

	private final StringBuilder out;

	/**
	 * An empty builder.
	 * @param capacity the expected length in characters
	 */
	public Html(int capacity) {
		this.out = new StringBuilder(capacity);
	}

	/**
	 * Appends markup as is: only constants of the page, never a value.
	 * @param markup the markup
	 * @return this builder
	 */
	public Html markup(String markup) {
		this.out.append(markup);
		return this;
	}

	/**
	 * Appends a value, escaped (as text or inside a double-quoted attribute).
	 * @param value the value, may be {@code null}
	 * @return this builder
	 */
	public Html text(String value) {
		if (value != null) {
			this.out.append(HtmlEscape.escapeHtml4Xml(value));
		}
		return this;
	}

	/**
	 * Appends {@code
	 *
	<td>value</td>}.
	 * @param value the cell's value, escaped
	 * @return this builder
	 */
	public Html cell(String value) {
		return markup("<td>").text(value).markup("</td>");
	}

	/**
	 * Appends {@code
	 *
	<td class="cssClass">value</td>}.
	 * @param cssClass the cell's class, escaped
	 * @param value the cell's value, escaped
	 * @return this builder
	 */
	public Html cell(String cssClass, String value) {
		return markup("<td class=\"").text(cssClass).markup("\">").text(value).markup("</td>");
	}

	@Override
	public String toString() {
		return this.out.toString();
	}

}
