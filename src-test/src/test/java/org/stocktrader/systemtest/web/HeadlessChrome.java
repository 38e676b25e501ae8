package org.stocktrader.systemtest.web;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;

import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The browser of the browser tests: Debian's Chromium and ChromeDriver (or the paths in
 * the system properties {@code chromium} and {@code chromedriver}), headless, with no
 * network of its own (no background, component or sync requests, which this machine's
 * closed network refuses), a fresh profile, and pages that must load within 30 seconds.
 */
public final class HeadlessChrome {

	private HeadlessChrome() {
	}

	/**
	 * Starts a browser with its profile in {@code profile} and a window of {@code width}
	 * × {@code height} pixels; the caller quits it.
	 */
	public static ChromeDriver start(Path profile, int width, int height) {
		ChromeDriverService service = new ChromeDriverService.Builder()
			.usingDriverExecutable(new File(System.getProperty("chromedriver", "/usr/bin/chromedriver")))
			.usingAnyFreePort()
			.build();
		ChromeOptions options = new ChromeOptions().setBinary(System.getProperty("chromium", "/usr/bin/chromium"))
			.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
					"--disable-background-networking", "--disable-component-update", "--disable-sync",
					"--disable-dev-shm-usage", "--window-size=" + width + "," + height, "--user-data-dir=" + profile);
		ChromeDriver browser = new ChromeDriver(service, options);
		browser.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
		return browser;
	}

}
