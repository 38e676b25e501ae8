package org.stocktrader.systemtest.web;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Supplier;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedCondition;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The browser of the browser tests: Debian's Chromium and ChromeDriver (or the paths in
 * the system properties {@code chromium} and {@code chromedriver}), headless, with no
 * network of its own (no background, component or sync requests, which this machine's
 * closed network refuses), a fresh profile, and pages that must load within 30 seconds;
 * and the waits on its pages, Selenium's {@link WebDriverWait} with the same 30 seconds.
 */
public final class HeadlessChrome {

	/** How long a page may take to load, and a wait on it to succeed. */
	public static final Duration DEADLINE = Duration.ofSeconds(30);

	private static final Duration POLL = Duration.ofMillis(50);

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
		browser.manage().timeouts().pageLoadTimeout(DEADLINE);
		return browser;
	}

	/**
	 * Waits until the condition on the page holds, or fails after the deadline naming
	 * {@code what} it waited for.
	 */
	public static void waitFor(WebDriver browser, Supplier<Boolean> condition, String what) {
		waitOn(browser).withMessage(() -> "Not seen within " + DEADLINE + ": " + what)
			.until((driver) -> condition.get());
	}

	/**
	 * Clicks and waits until the next page has replaced this one and finished loading: a
	 * click returns before the navigation it starts has finished.
	 */
	public static void clickAndWait(WebDriver browser, WebElement element) {
		WebElement page = browser.findElement(By.tagName("html"));
		String clicked = element.toString();
		element.click();
		waitOn(browser).withMessage(() -> "No new page within " + DEADLINE + " after clicking " + clicked)
			// Chrome's answer when the old page's node goes away mid-call: asked again,
			// the node is stale
			.ignoring(WebDriverException.class)
			.until(ExpectedConditions.and(ExpectedConditions.stalenessOf(page), documentComplete()));
	}

	private static WebDriverWait waitOn(WebDriver browser) {
		WebDriverWait wait = new WebDriverWait(browser, DEADLINE);
		wait.pollingEvery(POLL);
		return wait;
	}

	private static ExpectedCondition<Boolean> documentComplete() {
		return (driver) -> "complete".equals(((JavascriptExecutor) driver).executeScript("return document.readyState"));
	}

}
