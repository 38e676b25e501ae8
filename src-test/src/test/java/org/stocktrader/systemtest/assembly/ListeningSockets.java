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
		if (hex.length() == 32 && hex.startsWith("0000000000000000FFFF0000")) {
			return ipv4(hex.substring(24)); // IPv4-mapped: Java's dual-stack socket bound
											// to an IPv4 address
		}
		return switch (hex) {
			case "00000000000000000000000000000000" -> "::";
			case "00000000000000000000000001000000" -> "::1";
			default -> (hex.length() == 8) ? ipv4(hex) : hex;
		};
	}

	/** An IPv4 address as the kernel prints it: four bytes, least significant first. */
	private static String ipv4(String hex) {
		return Integer.parseInt(hex.substring(6, 8), 16) + "." + Integer.parseInt(hex.substring(4, 6), 16) + "."
				+ Integer.parseInt(hex.substring(2, 4), 16) + "." + Integer.parseInt(hex.substring(0, 2), 16);
	}

}
