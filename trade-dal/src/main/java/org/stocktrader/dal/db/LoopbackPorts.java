package org.stocktrader.dal.db;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Free ports on 127.0.0.1 for a server that binds its port a moment after it is chosen
 * (the embedded PostgreSQL), taken outside the kernel's ephemeral range. The kernel hands
 * a port of that range to every outgoing connection, so a port found free there (zonky's
 * own choice: a socket bound to port 0) can be taken by any process's connection before
 * PostgreSQL binds it, which then fails with "Address already in use" and leaves zonky
 * waiting for a server that never starts. A port below the range is taken only by a
 * server that binds it explicitly.
 */
public final class LoopbackPorts {

	/** The lowest port chosen: clear of the well-known and most registered services. */
	static final int LOWEST = 10000;

	/**
	 * The ephemeral range where the kernel does not say (IANA's dynamic ports, used by
	 * macOS and Windows).
	 */
	static final PortRange DYNAMIC = new PortRange(49152, 65535);

	private static final Path LINUX_RANGE = Path.of("/proc/sys/net/ipv4/ip_local_port_range");

	private static final int ATTEMPTS = 200;

	private LoopbackPorts() {
	}

	/**
	 * A port nobody listens on at 127.0.0.1, outside the ephemeral range.
	 * @return the port
	 * @throws IOException when no free port was found
	 */
	public static int pick() throws IOException {
		PortRange candidates = candidates(ephemeralRange());
		for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
			int port = ThreadLocalRandom.current().nextInt(candidates.low(), candidates.high() + 1);
			if (isFree(port)) {
				return port;
			}
		}
		throw new IOException("No free port on 127.0.0.1 in " + candidates + " after " + ATTEMPTS + " attempts");
	}

	/**
	 * The ports to choose from: from {@link #LOWEST} to just below the ephemeral range,
	 * or above it when it begins lower.
	 * @param ephemeral the kernel's ephemeral range
	 * @return the candidates
	 */
	static PortRange candidates(PortRange ephemeral) {
		if (ephemeral.low() - 1 - LOWEST >= 1000) {
			return new PortRange(LOWEST, ephemeral.low() - 1);
		}
		if (65535 - ephemeral.high() >= 1000) {
			return new PortRange(ephemeral.high() + 1, 65535);
		}
		throw new IllegalStateException("The ephemeral port range " + ephemeral + " leaves no room for a fixed port");
	}

	/**
	 * The kernel's ephemeral range: Linux's {@code ip_local_port_range}, else
	 * {@link #DYNAMIC}.
	 * @return the range
	 */
	static PortRange ephemeralRange() {
		try {
			// one line, "32768\t60999" (Files.readString reads one byte of it: /proc
			// reports a size of 0)
			String[] bounds = Files.readAllLines(LINUX_RANGE).get(0).trim().split("\\s+");
			return new PortRange(Integer.parseInt(bounds[0]), Integer.parseInt(bounds[1]));
		}
		catch (IOException | RuntimeException ex) {
			return DYNAMIC;
		}
	}

	/**
	 * Whether a server could bind the port on 127.0.0.1 now, with {@code SO_REUSEADDR} as
	 * PostgreSQL binds (a port still in {@code TIME_WAIT} is free to it).
	 * @param port the port
	 * @return {@code true} when the bind succeeds
	 */
	static boolean isFree(int port) {
		try (ServerSocket socket = new ServerSocket()) {
			socket.setReuseAddress(true);
			socket.bind(new InetSocketAddress("127.0.0.1", port));
			return true;
		}
		catch (IOException ex) {
			return false;
		}
	}

	/**
	 * A range of ports, both ends included.
	 *
	 * @param low the lowest port
	 * @param high the highest port
	 */
	record PortRange(int low, int high) {

		@Override
		public String toString() {
			return this.low + "-" + this.high;
		}

	}

}
