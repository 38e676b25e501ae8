package org.stocktrader.services.soap.client;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;

import org.stocktrader.services.settings.LiveSetting.Codec;
import org.stocktrader.services.trade.InvalidInputException;

/**
 * The back end the web tier calls: in process, or a SOAP client to an
 * {@code ITradeServices} endpoint.
 *
 * @param mode which
 * @param url the endpoint when {@link BackendMode#SOAP}, else {@code null}
 */
public record Backend(BackendMode mode, URI url) {

	/** The in-process service over this node's database. */
	public static final Backend IN_PROCESS = new Backend(BackendMode.IN_PROCESS, null);

	/**
	 * As typed and stored: {@code in-process} or the endpoint's URL; shown as
	 * {@code In process} or {@code SOAP client to <url>}.
	 */
	static final Codec<Backend> CODEC = new Codec<>(Backend::parse, Backend::text, Backend::text, Backend::words,
			List.of());

	private static final String IN_PROCESS_TEXT = "in-process";

	static Backend soap(URI url) {
		return new Backend(BackendMode.SOAP, url);
	}

	static Backend parse(String text) {
		String lower = text.toLowerCase(Locale.ROOT);
		if (lower.equals(IN_PROCESS_TEXT) || lower.equals("in process") || lower.equals("in_process")) {
			return IN_PROCESS;
		}
		URI url;
		try {
			url = new URI(text);
		}
		catch (URISyntaxException ex) {
			throw refused(text);
		}
		if (url.getScheme() == null
				|| !(url.getScheme().equalsIgnoreCase("http") || url.getScheme().equalsIgnoreCase("https"))
				|| url.getHost() == null || url.getHost().isEmpty()) {
			throw refused(text);
		}
		if (url.getRawUserInfo() != null) {
			throw new InvalidInputException("the URL must not carry credentials; the SOAP client sends "
					+ "trade.backend.username and trade.backend.password.");
		}
		return soap(url);
	}

	private static InvalidInputException refused(String text) {
		return new InvalidInputException("'" + ((text.length() > 60) ? text.substring(0, 60) + "..." : text)
				+ "' is neither in-process nor the http or https URL of an ITradeServices endpoint "
				+ "(such as http://host:8080/services/TradeServices).");
	}

	static String text(Backend backend) {
		return (backend.mode() == BackendMode.SOAP) ? backend.url().toString() : IN_PROCESS_TEXT;
	}

	static String words(Backend backend) {
		return (backend.mode() == BackendMode.SOAP) ? "SOAP client to " + backend.url() : "In process";
	}

}
