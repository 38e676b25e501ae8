package org.stocktrader.systemtest.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every relative link of every Markdown file of the repository points at a file or folder
 * that exists, and an anchor of a link into a Markdown file at one of its headings (named
 * as GitHub names them).
 */
class MarkdownLinksTests {

	private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

	private static final Set<String> SKIPPED_FOLDERS = Set.of("target", "node_modules", ".git", ".idea", ".vscode",
			"work");

	private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");

	private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.+?)\\s*#*\\s*$");

	private static final Pattern EXTERNAL = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:.*");

	@Test
	void everyRelativeLinkResolves() throws IOException {
		List<Path> files = markdownFiles();
		List<String> broken = new ArrayList<>();
		Map<Path, Set<String>> anchors = new HashMap<>();
		for (Path file : files) {
			for (String target : links(file)) {
				if (EXTERNAL.matcher(target).matches()) {
					continue;
				}
				int hash = target.indexOf('#');
				String path = (hash >= 0) ? target.substring(0, hash) : target;
				String anchor = (hash >= 0) ? target.substring(hash + 1) : "";
				Path resolved = path.isEmpty() ? file : file.getParent().resolve(path).normalize();
				if (!Files.exists(resolved)) {
					broken.add(ROOT.relativize(file) + ": " + target + " (no such file)");
				}
				else if (!anchor.isEmpty() && resolved.toString().endsWith(".md")
						&& !anchors.computeIfAbsent(resolved, MarkdownLinksTests::headingAnchors).contains(anchor)) {
					broken.add(ROOT.relativize(file) + ": " + target + " (no such heading)");
				}
			}
		}

		assertThat(files).as("Markdown files under %s", ROOT).contains(ROOT.resolve("README.md"));
		assertThat(broken).isEmpty();
	}

	@Test
	void anchorsAreNamedAsGitHubNamesThem() {
		assertThat(anchor("Safe retries")).isEqualTo("safe-retries");
		assertThat(anchor("Choosing the web tier's back end")).isEqualTo("choosing-the-web-tiers-back-end");
		assertThat(anchor("`trade.*`: the business rules")).isEqualTo("trade-the-business-rules");
		assertThat(anchor("1. Trade web application (HTML pages, in-process services)"))
			.isEqualTo("1-trade-web-application-html-pages-in-process-services");
	}

	private static List<Path> markdownFiles() throws IOException {
		List<Path> files = new ArrayList<>();
		Files.walkFileTree(ROOT, new SimpleFileVisitor<>() {

			@Override
			public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
				return (!dir.equals(ROOT) && SKIPPED_FOLDERS.contains(dir.getFileName().toString()))
						? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
			}

			@Override
			public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
				if (file.getFileName().toString().endsWith(".md")) {
					files.add(file);
				}
				return FileVisitResult.CONTINUE;
			}

		});
		return files;
	}

	/** The link targets of a file, outside fenced code blocks and inline code. */
	private static List<String> links(Path file) throws IOException {
		List<String> targets = new ArrayList<>();
		boolean fenced = false;
		for (String line : Files.readAllLines(file)) {
			if (line.strip().startsWith("```")) {
				fenced = !fenced;
			}
			else if (!fenced) {
				Matcher link = LINK.matcher(line.replaceAll("`[^`]*`", ""));
				while (link.find()) {
					targets.add(link.group(1));
				}
			}
		}
		return targets;
	}

	private static Set<String> headingAnchors(Path file) {
		Set<String> anchors = new HashSet<>();
		Map<String, Integer> seen = new HashMap<>();
		boolean fenced = false;
		try {
			for (String line : Files.readAllLines(file)) {
				if (line.strip().startsWith("```")) {
					fenced = !fenced;
				}
				Matcher heading = HEADING.matcher(line);
				if (!fenced && heading.matches()) {
					String anchor = anchor(heading.group(1));
					int count = seen.merge(anchor, 1, Integer::sum);
					anchors.add((count == 1) ? anchor : anchor + "-" + (count - 1));
				}
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return anchors;
	}

	/**
	 * GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
	 */
	static String anchor(String heading) {
		return heading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
	}

}
