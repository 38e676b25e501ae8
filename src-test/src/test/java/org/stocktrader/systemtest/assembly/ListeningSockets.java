package org.stocktrader.systemtest.assembly;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

/**
 * The local addresses a TCP port listens on, read from Linux's {@code /proc/net/tcp} and
 * {@code /proc/net/tcp6} (no traffic sent): {@code 0.0.0.0} or {@code ::} for every
 * interface, {@code 127.0.0.1} or {@code ::1} for loopback only.
 */
final class ListeningSockets {

	private static final String LISTEN = "0A";

	private ListeningSockets() {
	}

	static boolean available() {
		return Files.isReadable(Path.of("/proc/net/tcp"));
	}

	static Set<String> addresses(int port) throws IOException {
		Set<String> addresses = new TreeSet<>();
		for (String table : new String[] { "/proc/net/tcp", "/proc/net/tcp6" }) {
			Path file = Path.of(table);
			if (!Files.isReadable(file)) {
				continue;
			}
			for (String line : Files.readAllLines(file)) {
				String[] fields = line.trim().split("\\s+");
				if (fields.length < 4 || !fields[3].equals(LISTEN) || !fields[1].contains(":")) {
					continue;
				}
				String[] local = fields[1].split(":");
				if (Integer.parseInt(local[1], 16) == port) {
					addresses.add(name(local[0]));
				}
			}
		}
		return addresses;
	}

	private static String name(String hex) {
		return switch (hex) {
			case "00000000" -> "0.0.0.0";
			case "0100007F" -> "127.0.0.1";
			case "00000000000000000000000000000000" -> "::";
			case "00000000000000000000000001000000" -> "::1";
			default -> hex;
		};
	}

}
